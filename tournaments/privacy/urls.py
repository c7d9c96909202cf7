"""A club's privacy page, a member's data download, the member's name choice, erasure."""

from django.urls import path

from tournaments.privacy import views

MEMBER = "clubs/<slug:club_slug>/members/<int:pk>/"

urlpatterns = [
    path("clubs/<slug:slug>/privacy/", views.club_privacy, name="privacy_club"),
    path(MEMBER + "data.<str:fmt>", views.member_data_download, name="privacy_member_data"),
    path(MEMBER + "public-name/", views.member_public_name_view, name="privacy_public_name"),
    path(MEMBER + "erase/", views.member_erase_view, name="privacy_member_erase"),
]
