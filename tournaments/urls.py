"""Every feature's pages: the ``urls`` module each feature declares (``Feature.urls``),
in the order of ``tournaments.core.features.features()``."""

from django.urls import URLPattern, URLResolver, include, path

from tournaments.core.features import features

urlpatterns: list[URLPattern | URLResolver] = [
    path("", include(feature.urls)) for feature in features() if feature.urls
]
