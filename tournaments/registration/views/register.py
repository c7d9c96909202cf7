"""The event's register page: places left, the waiting list's length, the public list, a
member's one tap and own registration (accept, decline, cancel), a guest's form."""

from __future__ import annotations

import logging
import smtplib

from django.conf import settings as site
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.mail import send_mail
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.audit.once import create_once, once_field_add, once_view
from tournaments.clubs.models import Member
from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_export, can_referee, can_view_event
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.registration.forms import RegisterForm
from tournaments.registration.models import Registration, RegistrationStatus
from tournaments.registration.selectors.feeds import member_feed_token
from tournaments.registration.selectors.registrations import (
    member_of_club,
    member_registration,
    registration_overview,
)
from tournaments.registration.services.director import registration_offers_expire
from tournaments.registration.services.email import CONFIRM_HOURS
from tournaments.registration.services.registrations import (
    Details,
    registration_cancel,
    registration_create,
    registration_offer_accept,
    registration_offer_decline,
)
from tournaments.registration.throttle import guest_registration_throttled

logger = logging.getLogger(__name__)
LINKS = "registration_links"


def register_url(event: Event) -> str:
    return reverse("registration_register", kwargs={"slug": event.slug})


def personal_url(request: HttpRequest, token: str) -> str:
    return request.build_absolute_uri(reverse("registration_personal", kwargs={"token": token}))


def details_of(data: dict[str, object]) -> Details:
    return Details(**{k: v for k, v in data.items() if k in Details.__dataclass_fields__})  # type: ignore[arg-type]


def _mail_link(
    request: HttpRequest, event: Event, address: str, url: str, *, confirm: bool = False
) -> None:
    """Mail the personal link when the site can send mail (as the invitations do); for a
    registration awaiting e-mail confirmation, the mail asks to confirm with it."""
    if not site.PASSWORD_RESET_ENABLED:
        return
    if confirm:
        subject = _("Confirm your registration for %(event)s") % {"event": event.name}
        body = _(
            "Confirm your e-mail address with this link within %(hours)d hours; until then "
            "no place is held for you:\n\n%(url)s"
        ) % {"hours": CONFIRM_HOURS, "url": url}
    else:
        subject = _("Your registration for %(event)s") % {"event": event.name}
        body = _("See, change or cancel your registration with this link:\n\n%(url)s") % {
            "url": url
        }
    try:
        send_mail(
            subject=subject,
            message=body,
            from_email=None,
            recipient_list=[address],
        )
    except (OSError, smtplib.SMTPException):
        logger.exception("registration mail failed")
        messages.error(request, _("The mail could not be sent: keep the link below."))


def registered_message(registration: Registration) -> str:
    if registration.status == RegistrationStatus.UNCONFIRMED:
        return _(
            "Almost done: we sent you an e-mail. Confirm your address with its link within "
            "%(hours)d hours; until then no place is held for you."
        ) % {"hours": CONFIRM_HOURS}
    if registration.status == RegistrationStatus.WAITING:
        return _("The event is full: you are on the waiting list.")
    if registration.status == RegistrationStatus.PENDING:
        return _("Registered: the director approves your registration first.")
    return _("You are registered.")


def _registered(request: HttpRequest, event: Event, made: tuple[Registration, str]) -> None:
    registration, token = made
    messages.success(request, registered_message(registration))
    if registration.member_id is None:
        unconfirmed = registration.status == RegistrationStatus.UNCONFIRMED
        if not unconfirmed:  # awaiting confirmation: the link travels by mail only
            links = dict(request.session.get(LINKS, {}))
            links[str(event.pk)] = token
            request.session[LINKS] = links
        url = personal_url(request, token)
        _mail_link(request, event, registration.email, url, confirm=unconfirmed)


def _create(
    request: HttpRequest, event: Event, member: Member | None, form: RegisterForm
) -> HttpResponse | None:
    if member is None and guest_registration_throttled(request=request, event_id=event.pk):
        form.add_error(
            None,
            ValidationError(
                _("Too many registrations from here; please try again later."), code="throttled"
            ),
        )
        return None
    try:
        made = create_once(
            form,
            create=lambda: registration_create(
                event=event,
                member=member,
                details=details_of(form.cleaned_data),
                actor=request.user,
            ),
            url=lambda made: register_url(event),
        )
    except ValidationError as exc:
        if member is not None:
            messages.error(request, " ".join(exc.messages))
            return redirect(register_url(event))
        form_add_service_error(form, exc)
        return None
    _registered(request, event, made)
    return redirect(register_url(event))


@once_view
def registration_register_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    registration_offers_expire(event=event)
    member = member_of_club(user=request.user, event=event)
    overview = registration_overview(event=event)
    data = request.POST if request.method == "POST" else None
    form = RegisterForm(data, settings=overview.settings, guest=member is None)
    once_field_add(form)
    if (
        request.method == "POST"
        and form.is_valid()
        and (answer := _create(request, event, member, form))
    ):
        return answer
    token = request.session.get(LINKS, {}).get(str(event.pk))
    mine = member_registration(event=event, member=member)
    feed = member_feed_token(member=member) if member is not None else ""
    context = {
        "event": event,
        "club": event.club,
        "overview": overview,
        "member": member,
        "mine": mine,
        "form": form,
        "personal_link": personal_url(request, token) if token else "",
        "feed_url": request.build_absolute_uri(
            reverse("registration_member_feed", kwargs={"token": feed})
        )
        if feed
        else "",
        "can_direct": can_referee(request.user, event),
        "can_see_field": can_export(request.user, event.club),
        "confirm_cancel": request.GET.get("cancel") == "1",
    }
    status = 200 if request.method == "GET" or form.is_valid() else 422
    if any(e.code == "throttled" for e in form.non_field_errors().as_data()):
        status = 429
    return render(request, "registration/register.html", context, status=status)


ACTIONS = ("cancel", "accept", "decline")
#: the query that asks "really cancel?" on the register page and the personal page
CONFIRM_CANCEL = "?cancel=1"


def cancel_unconfirmed(request: HttpRequest, action: str) -> bool:
    """A cancel posted without its confirmation (an old form, a stray tap): not done."""
    return action == "cancel" and request.POST.get("confirm") != "yes"


def registrant_act(*, action: str, registration: Registration, request: HttpRequest) -> None:
    """The registrant's own ``action`` (one of ``ACTIONS``), with its message."""
    try:
        if action == "accept":
            registration_offer_accept(registration=registration, actor=request.user)
            done = _("The place is yours: you are registered.")
        elif action == "decline":
            registration_offer_decline(registration=registration, actor=request.user)
            done = _("You gave the place up.")
        else:
            registration_cancel(registration=registration, actor=request.user)
            done = _("Your registration is cancelled.")
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, done)


@require_POST
def registration_mine_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A member's own registration: cancel it, accept or decline an offered place."""
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    member = member_of_club(user=request.user, event=event)
    mine = member_registration(event=event, member=member)
    action = str(request.POST.get("action", ""))
    if mine is None or action not in ACTIONS:
        messages.error(request, _("You have no registration for this event."))
        return redirect(register_url(event))
    if cancel_unconfirmed(request, action):
        return redirect(register_url(event) + CONFIRM_CANCEL + "#my-registration")
    registrant_act(action=action, registration=mine, request=request)
    return redirect(register_url(event))
