"""The accounts pages: first-run setup, the operator's new club, invitations and reset
links, the account page."""

from django.urls import path

from tournaments.accounts.views import account, api_tokens, join, links, setup

urlpatterns = [
    path("setup/", setup.setup_without_link, name="setup_start"),
    path("setup/<token:token>/", setup.setup, name="setup"),
    path("site/clubs/new/", setup.site_club_add, name="site_club_add"),
    path("join/<token:token>/", join.join, name="join"),
    path("new-password/<token:token>/", join.reset_by_link, name="reset_by_link"),
    path("account/", account.account, name="account"),
    path("account/api-keys/", api_tokens.api_key_add, name="account_api_key_add"),
    path("account/api-keys/revoke/", api_tokens.api_key_revoke, name="account_api_key_revoke"),
    path("clubs/<slug:slug>/logins/", links.club_logins, name="club_logins"),
    path("clubs/<slug:slug>/logins/<int:pk>/", links.club_login_link, name="club_login_link"),
    path("clubs/<slug:slug>/logins/revoke/", links.club_login_revoke, name="club_login_revoke"),
    path(
        "clubs/<slug:club_slug>/members/<int:pk>/invite/",
        links.member_invite,
        name="member_invite",
    ),
    path(
        "clubs/<slug:club_slug>/members/<int:pk>/reset-link/",
        links.member_reset_link,
        name="member_reset_link",
    ),
]
