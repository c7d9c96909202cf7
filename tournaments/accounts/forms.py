"""The forms of the one-time links and of the account page."""

from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth import password_validation
from django.contrib.auth.models import User
from django.core.validators import validate_slug
from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from scoring.engine.registry import DEFAULT_RULESET_ID
from tournaments.accounts.models import ApiScope
from tournaments.clubs.models import Club
from tournaments.core.choices import ruleset_choices
from tournaments.core.roles import CLUB_ADMIN, REFEREE, SCOREKEEPER, MemberRole

#: The roles an invitation can give (a login without a role is a plain member's).
INVITATION_ROLES = [
    (value, label)
    for value, label in MemberRole.choices
    if value in ("", SCOREKEEPER, REFEREE, CLUB_ADMIN)
]


PASSWORD_HELP = _("At least 8 characters, not only digits, not a common password.")


class PasswordPairMixin(forms.Form):
    """Two password fields that must match and pass the site's password rules."""

    password1 = forms.CharField(
        label=_("Password"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=PASSWORD_HELP,
    )
    password2 = forms.CharField(
        label=_("Password again"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def password_user(self) -> User | None:
        """The account the password is for (for the similarity rule)."""
        return None

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        first, second = data.get("password1"), data.get("password2")
        if first and second and first != second:
            self.add_error("password2", _("The two passwords differ."))
        elif first:
            try:
                password_validation.validate_password(first, self.password_user())
            except forms.ValidationError as exc:
                self.add_error("password1", exc)
        return data


class NewLoginForm(PasswordPairMixin):
    """Username and password (and the name, when the link names no member yet)."""

    first_name = forms.CharField(label=_("First name"), max_length=80)
    last_name = forms.CharField(label=_("Last name"), max_length=120)
    username = forms.CharField(
        label=_("Username"),
        max_length=150,
        validators=[User.username_validator],
        widget=forms.TextInput(
            attrs={"autocomplete": "username", "autocapitalize": "none", "spellcheck": "false"}
        ),
        help_text=_("Letters, digits and @ . + - _ only."),
    )
    field_order = ["first_name", "last_name", "username", "password1", "password2"]

    def __init__(self, *args: Any, ask_name: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not ask_name:
            del self.fields["first_name"]
            del self.fields["last_name"]

    def password_user(self) -> User:
        return User(
            username=self.cleaned_data.get("username", ""),
            first_name=self.cleaned_data.get("first_name", ""),
            last_name=self.cleaned_data.get("last_name", ""),
        )


class ClubFieldsForm(forms.Form):
    """A new club: its name, its address in the URL, its language, its default ruleset."""

    club_name = forms.CharField(label=_("Name of the club"), max_length=120)
    slug = forms.CharField(
        label=_("Address in the URL"),
        max_length=80,
        validators=[validate_slug],
        help_text=_("Small letters, digits and hyphens, e.g. “mahjong-utrecht”."),
        widget=forms.TextInput(attrs={"autocapitalize": "none", "spellcheck": "false"}),
    )
    language = forms.ChoiceField(
        label=_("Language"),
        choices=settings.LANGUAGES,
        initial=settings.LANGUAGE_CODE,
        help_text=_(
            "The club's language: of new logins and of its pages for visitors whose browser "
            "asks for none of the site's languages. Everyone can choose their own."
        ),
    )
    default_ruleset = forms.ChoiceField(
        label=_("Ruleset"), choices=ruleset_choices, initial=DEFAULT_RULESET_ID
    )

    def clean_slug(self) -> str:
        return str(self.cleaned_data["slug"]).lower()


class SetupForm(ClubFieldsForm, NewLoginForm):
    """The first club (its language is its admin's too) and the admin's login."""

    field_order = [
        "club_name",
        "slug",
        "language",
        "default_ruleset",
        "first_name",
        "last_name",
        "username",
        "password1",
        "password2",
    ]


class InvitationForm(forms.Form):
    """A club admin invites a member to a login with a role (and mails the link, if the
    site can send mail)."""

    role = forms.ChoiceField(label=_("Role"), choices=INVITATION_ROLES, required=False)
    email = forms.EmailField(
        label=_("Send the link by e-mail to"),
        required=False,
        help_text=_("Optional. Or show the link or its QR code at the club."),
    )

    def __init__(self, *args: Any, mail: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not mail:
            del self.fields["email"]


class NewPasswordForm(PasswordPairMixin):
    """A new password for ``user`` (reset link, account page)."""

    def __init__(self, *args: Any, user: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user

    def password_user(self) -> User:
        return self.user


class LanguageForm(forms.Form):
    language = forms.ChoiceField(label=_("Language"), choices=settings.LANGUAGES)


class ApiTokenForm(forms.Form):
    """A new personal API key: its name, its club, what it may do (issue 43)."""

    name = forms.CharField(label=_("Name of the key"), max_length=80)
    club: forms.ModelChoiceField[Club] = forms.ModelChoiceField(
        label=_("Club"), queryset=Club.objects.none(), empty_label=None
    )
    scope = forms.ChoiceField(
        label=pgettext_lazy("API key permission", "May"), choices=ApiScope.choices
    )

    def __init__(self, *args: Any, clubs: QuerySet[Club], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        club_field = self.fields["club"]
        assert isinstance(club_field, forms.ModelChoiceField)
        club_field.queryset = clubs
