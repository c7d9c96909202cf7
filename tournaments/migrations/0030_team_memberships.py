"""Team membership moves from the participant to the team (``teams`` owns it): the
participant's ``team`` column becomes a ``TeamMembership`` row per participant in a team.
Reversible: going back copies the memberships into ``team`` again."""

import django.db.models.deletion
from django.db import migrations, models


def memberships_from_participants(apps, schema_editor):
    EventParticipant = apps.get_model("tournaments", "EventParticipant")
    TeamMembership = apps.get_model("tournaments", "TeamMembership")
    rows = EventParticipant.objects.filter(team__isnull=False).values_list("pk", "team_id")
    TeamMembership.objects.bulk_create(
        TeamMembership(participant_id=pk, team_id=team_id) for pk, team_id in rows.iterator()
    )


def participants_from_memberships(apps, schema_editor):
    EventParticipant = apps.get_model("tournaments", "EventParticipant")
    TeamMembership = apps.get_model("tournaments", "TeamMembership")
    for participant_id, team_id in TeamMembership.objects.values_list("participant_id", "team_id"):
        EventParticipant.objects.filter(pk=participant_id).update(team_id=team_id)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0029_registration_participant"),
    ]

    operations = [
        migrations.CreateModel(
            name="TeamMembership",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "participant",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="team_membership",
                        to="tournaments.eventparticipant",
                        verbose_name="participant",
                    ),
                ),
                (
                    "team",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="memberships",
                        to="tournaments.team",
                        verbose_name="team",
                    ),
                ),
            ],
            options={
                "verbose_name": "team membership",
                "verbose_name_plural": "team memberships",
            },
        ),
        migrations.RunPython(memberships_from_participants, participants_from_memberships),
        migrations.RemoveField(model_name="eventparticipant", name="team"),
        migrations.AddField(
            model_name="team",
            name="members",
            field=models.ManyToManyField(
                blank=True,
                related_name="teams",
                through="tournaments.TeamMembership",
                to="tournaments.eventparticipant",
                verbose_name="members",
            ),
        ),
    ]
