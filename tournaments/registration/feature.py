"""Registration per event (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature

FEATURE = Feature(
    name="registration",
    urls="tournaments.registration.urls",
    audit=AuditTerms(
        actions={
            "registration.create": _("registered for the event"),
            "registration.update": _("registration changed"),
            "registration.cancel": _("registration cancelled"),
            "registration.offer": _("place offered from the waiting list"),
            "registration.offer_expire": _("offered place expired"),
            "registration.accept": _("offered place accepted"),
            "registration.decline": _("offered place declined"),
            "registration.promote": _("given a place by the director"),
            "registration.approve": _("registration approved"),
            "registration.paid": _("payment mark changed"),
            "registration.settings": _("registration settings changed"),
            "registration.players": _("registered people made the players"),
            "registration.contacts_erase": _("guests' e-mail addresses erased"),
            "registration.staff_cancel": _("registration cancelled by the director"),
            "registration.withdraw": _("registration withdrawn by the director"),
            "registration.reinstate": _("registration reinstated by the director"),
            "registration.check_in_end": _("check-in ended with the registration"),
            "registration.email_confirm": _("e-mail address confirmed"),
            "registration.email_expire": _("e-mail confirmation expired"),
            "member.feed_renew": _("new calendar feed address"),
        },
        labels={"registrations": _("registrations"), "days": _("days")},
    ),
)
