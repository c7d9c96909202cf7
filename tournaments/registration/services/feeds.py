"""A member's own new calendar feed address: the old one stops working (audited)."""

from __future__ import annotations

from django.db import transaction

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Member


@transaction.atomic
def member_feed_renew(*, member: Member, actor: Actor | None) -> Member:
    """A new address for ``member``'s private calendar feed
    (``selectors.feeds.member_feed_token``); the one before is a 404 from now on."""
    member = Member.objects.select_for_update().get(pk=member.pk)
    before = member.feed_generation
    member.feed_generation = before + 1
    member.save(update_fields=["feed_generation"])
    audit_record(
        actor=actor,
        action="member.feed_renew",
        obj=member,
        before={"feed_generation": before},
        after={"feed_generation": member.feed_generation},
    )
    return member
