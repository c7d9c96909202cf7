# The calendar's evening names ("Clubavond 1 december 2026") are shown in the reader's
# language: a flag says the name is the calendar's; evenings named so already get it.

from django.db import migrations, models
from django.utils import translation

import tournaments.events.models.event


def flag_generated_names(apps, schema_editor):
    from django.utils.formats import date_format
    from django.utils.translation import gettext

    from tournaments.events.models.event import evening_name

    Event = apps.get_model("tournaments", "Event")
    for event in Event.objects.filter(kind="club_evening").only("pk", "name", "date"):
        names = set()
        for language in ("nl", "en", "de"):
            with translation.override(language):
                names.add(evening_name(event.date))
                # as named before (day and month without the German full stop)
                old = date_format(event.date, "j F Y")
                names.add(gettext("Club evening %(date)s") % {"date": old})
        if event.name in names:
            Event.objects.filter(pk=event.pk).update(name_generated=True)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0016_audit_club_submit_tokens"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="name_generated",
            field=models.BooleanField(default=False, editable=False, verbose_name="generated name"),
        ),
        migrations.AlterField(
            model_name="event",
            name="name",
            field=tournaments.events.models.event.GeneratedNameField(
                max_length=160, verbose_name="name"
            ),
        ),
        migrations.RunPython(flag_generated_names, migrations.RunPython.noop),
    ]
