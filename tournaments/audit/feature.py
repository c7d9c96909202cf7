"""The audit trail: it reads the other features' declarations and declares nothing of its
own (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="audit")
