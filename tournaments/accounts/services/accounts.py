"""What the one-time links do: set up a club with its first admin, create an invited login,
set a new password. Each uses its link once, in the same transaction."""

from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.accounts.models import AccessLinkKind, AccountSettings
from tournaments.accounts.selectors.links import installation_is_new
from tournaments.accounts.services.links import access_link_use, link_snapshot
from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.members import member_number_next
from tournaments.clubs.services.clubs import club_create
from tournaments.clubs.services.members import member_create
from tournaments.clubs.services.roles import member_role_set
from tournaments.clubs.services.sessions import user_sessions_end
from tournaments.core.roles import CLUB_ADMIN


@dataclass(frozen=True)
class NewLogin:
    """Who chooses a login: their username and password, and their name when the link
    does not name a member yet."""

    username: str
    password: str
    first_name: str = ""
    last_name: str = ""


def _user_create(login: NewLogin, *, language: str) -> User:
    """The new login, its own language to begin with ``language`` (its club's)."""
    if User.objects.filter(username__iexact=login.username).exists():
        raise ValidationError({"username": _("This username is taken.")})
    with duplicate_as_error({"username": _("This username is taken.")}):  # at the same moment
        user = User.objects.create_user(
            username=login.username,
            password=login.password,
            first_name=login.first_name,
            last_name=login.last_name,
        )
    AccountSettings.objects.create(user=user, language=language)
    return user


@transaction.atomic
def installation_setup(
    *,
    token: str,
    club_name: str,
    slug: str,
    language: str = settings.LANGUAGE_CODE,
    default_ruleset: str,
    login: NewLogin,
) -> Member:
    """Create the first club and its admin with the setup link ``token`` (used up); the
    club's ``language`` is its admin's too."""
    link = access_link_use(token=token, kind=AccessLinkKind.SETUP)
    if not installation_is_new():
        raise ValidationError(_("This site already has a club."), code="link")
    club = club_create(
        name=club_name, slug=slug, language=language, default_ruleset=default_ruleset
    )
    user = _user_create(login, language=club.language)
    member = member_create(
        club=club,
        first_name=login.first_name,
        last_name=login.last_name,
        member_number="1",
        user=user,
    )
    member = member_role_set(member=member, role=CLUB_ADMIN, actor=None)
    link.club, link.member, link.role = club, member, CLUB_ADMIN
    link.save(update_fields=["club", "member", "role"])
    audit_record(actor=user, action="setup.use", obj=link, after=link_snapshot(link))
    return member


@transaction.atomic
def invitation_accept(*, token: str, login: NewLogin) -> Member:
    """The invited person's own login, with the invitation's role in its club."""
    link = access_link_use(token=token, kind=AccessLinkKind.INVITATION)
    club: Club | None = link.club
    if club is None:
        raise ValidationError(_("This link is not valid (any more)."), code="link")
    user = _user_create(login, language=club.language)
    if link.member_id is None:
        member = member_create(
            club=club,
            first_name=login.first_name,
            last_name=login.last_name,
            member_number=member_number_next(club=club),
            user=user,
        )
    else:
        member = Member.objects.select_for_update().get(pk=link.member_id)
        if member.user_id is not None or not member.active:
            raise ValidationError(_("This link is not valid (any more)."), code="link")
        member.user = user
        member.save(update_fields=["user"])
        if not user.first_name:
            user.first_name, user.last_name = member.first_name, member.last_name
            user.save(update_fields=["first_name", "last_name"])
    if link.role:
        member = member_role_set(member=member, role=link.role, actor=None)
    link.member = member
    link.save(update_fields=["member"])
    audit_record(actor=user, action="invitation.use", obj=link, after=link_snapshot(link))
    return member


@transaction.atomic
def password_reset_by_link(*, token: str, password: str) -> User:
    """A new password with a reset link; every session of the account ends."""
    link = access_link_use(token=token, kind=AccessLinkKind.RESET)
    member = link.member
    user = member.user if member is not None else None
    if user is None or member is None or not member.active:
        raise ValidationError(_("This link is not valid (any more)."), code="link")
    user.set_password(password)
    user.save(update_fields=["password"])
    user_sessions_end(user_id=user.pk)
    audit_record(actor=user, action="reset.use", obj=link, after=link_snapshot(link))
    return user


@transaction.atomic
def account_password_set(*, user: User, password: str) -> User:
    """The logged-in user's own new password (the caller keeps the session valid)."""
    user.set_password(password)
    user.save(update_fields=["password"])
    audit_record(actor=user, action="account.password", obj=user)
    return user


@transaction.atomic
def account_language_set(*, user: User, language: str) -> AccountSettings:
    """The logged-in user's own language, applied at each of their log-ins."""
    found = AccountSettings.objects.select_for_update().filter(user=user).first()
    before = {"language": found.language} if found is not None else None
    account = found or AccountSettings(user=user)
    account.language = language
    account.full_clean(exclude=["user"])
    account.save()
    if before != {"language": language}:
        audit_record(
            actor=user,
            action="account.language",
            obj=user,
            before=before,
            after={"language": language},
        )
    return account
