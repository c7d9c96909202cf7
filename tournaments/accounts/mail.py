"""Mail as a background task (issue 44): Django's tasks framework. With a worker
(``TASKS_WORKER``) an invitation mail is queued in the database and sent by ``db_worker``
(a slow mail server no longer holds up the page); without one (the laptop) Django's
immediate backend sends it in the request, as before."""

from __future__ import annotations

from django.core.mail import send_mail
from django.tasks import task


@task()
def mail_send(*, subject: str, message: str, recipients: list[str]) -> int:
    """Send one plain-text mail from ``DEFAULT_FROM_EMAIL``: how many were sent."""
    return send_mail(subject=subject, message=message, from_email=None, recipient_list=recipients)
