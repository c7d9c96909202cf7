"""Password reset is offered only when the site can send mail (issue 21, finding 14).

Without mail settings the reset pages would take an address and then fail to send; now
they are "not found" and the log-in page has no link. With mail, the whole round trip
works: the link arrives, a new password is set, and it logs in.
"""

import re

import pytest
from django.core import mail
from django.urls import reverse

from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

RESET_PAGES = [
    "/accounts/password_reset/",
    "/accounts/password_reset/done/",
    "/accounts/reset/done/",
]


@pytest.mark.parametrize("path", RESET_PAGES)
def test_without_mail_there_is_no_reset(client, settings, path):
    settings.PASSWORD_RESET_ENABLED = False
    assert client.get(path).status_code == 404
    UserFactory(username="anna", email="anna@example.org")
    assert client.post(path, {"email": "anna@example.org"}).status_code == 404
    assert mail.outbox == []
    assert "password_reset" not in client.get(reverse("login")).text


def test_with_mail_the_reset_works_end_to_end(client, settings):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
    UserFactory(username="anna", email="anna@example.org", password="old-password-1")
    login = client.get(reverse("login")).text
    assert reverse("password_reset") in login

    response = client.post(reverse("password_reset"), {"email": "anna@example.org"})
    assert response.status_code == 302 and response["Location"] == reverse("password_reset_done")
    [message] = mail.outbox
    link = re.search(r"https?://[^/\s]+(/accounts/reset/\S+/)", message.body).group(1)

    form = client.get(link, follow=True)
    assert form.status_code == 200 and 'name="new_password1"' in form.text
    new = "a-new-Password-2026"
    done = client.post(
        form.redirect_chain[-1][0], {"new_password1": new, "new_password2": new}, follow=True
    )
    assert done.status_code == 200
    assert done.redirect_chain[-1][0] == reverse("password_reset_complete")
    client.logout()
    # log in through the log-in page (the lockout backend needs the request)
    logged_in = client.post(reverse("login"), {"username": "anna", "password": new})
    assert logged_in.status_code == 302

    # the link is used up
    expired = client.get(link, follow=True, headers={"accept-language": "en"})
    assert "no longer valid" in expired.text
