"""Create the groups "club admin", "scorekeeper" and "referee" with their permissions."""

from django.apps.registry import Apps
from django.contrib.auth.management import create_permissions
from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor

from tournaments.roles import ROLE_PERMISSIONS


def roles_create(apps: Apps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    # Permissions are normally created after *all* migrations; make sure they exist now.
    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, verbosity=0, apps=apps)
        app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for role, grants in ROLE_PERMISSIONS.items():
        group, _created = Group.objects.get_or_create(name=role)
        codenames = {
            (app_label, f"{action}_{model}")
            for (app_label, model), actions in grants.items()
            for action in actions
        }
        permissions = [
            permission
            for permission in Permission.objects.select_related("content_type")
            if (permission.content_type.app_label, permission.codename) in codenames
        ]
        group.permissions.set(permissions)


def roles_delete(apps: Apps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    Group = apps.get_model("auth", "Group")
    Group.objects.filter(name__in=list(ROLE_PERMISSIONS)).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(roles_create, roles_delete)]
