from django.contrib.auth.models import Group, Permission
from django.db import transaction

from tournaments.roles import ROLE_PERMISSIONS


@transaction.atomic
def roles_sync() -> list[Group]:
    """Create the role groups and set their permissions to ``ROLE_PERMISSIONS``.

    Idempotent. Runs after every ``migrate`` (and ``flush``) through ``post_migrate``.
    """
    wanted = {
        (app_label, f"{action}_{model}")
        for grants in ROLE_PERMISSIONS.values()
        for (app_label, model), actions in grants.items()
        for action in actions
    }
    by_key = {
        (p.content_type.app_label, p.codename): p
        for p in Permission.objects.select_related("content_type")
        if (p.content_type.app_label, p.codename) in wanted
    }
    groups = []
    for role, grants in ROLE_PERMISSIONS.items():
        group, _created = Group.objects.get_or_create(name=role)
        group.permissions.set(
            [
                by_key[key]
                for (app_label, model), actions in grants.items()
                for action in actions
                if (key := (app_label, f"{action}_{model}")) in by_key
            ]
        )
        groups.append(group)
    return groups
