"""Django's registry of the app's models: the ``models`` module (or package) of every feature,
found on disk (``tournaments.core.features.feature_modules``), so a new feature's models
join without a line here. Import a model from the feature that owns it, never from here."""

from importlib import import_module

from tournaments.core.features import feature_modules

for _module in feature_modules("models"):
    if _module != __name__:
        import_module(_module)
