from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0018_event_name_generated"),
    ]

    operations = [
        migrations.AddField(
            model_name="club",
            name="ruleset_house_rules",
            field=models.JSONField(
                blank=True, default=dict, verbose_name="house rules of other rulesets"
            ),
        ),
    ]
