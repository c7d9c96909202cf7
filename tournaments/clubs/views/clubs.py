from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.clubs.forms import ClubSettingsForm
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.services.clubs import club_update
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club


def club_settings(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    form = ClubSettingsForm(request.POST or None, instance=club)
    if request.method == "POST" and form.is_valid():
        try:
            club_update(
                club=club,
                actor=request.user,
                **{f: form.cleaned_data[f] for f in form.changed_data},
            )
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            messages.success(request, _("Club settings saved."))
            return redirect(club)
    return render(request, "clubs/club_settings.html", {"club": club, "form": form})
