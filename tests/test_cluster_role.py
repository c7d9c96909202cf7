"""Issue 54 finding 5: ``make cluster`` made (and left) a database role ``clubsite`` with
the password ``clubsite`` and CREATEDB. The cluster now uses a role of its own,
``clubsite_cluster``, which owns its database only: no CREATEDB, no CREATEROLE, a new
random password each run. Read from scripts/cluster.sh (the run itself is
``make cluster-check``)."""

import re

from django.conf import settings

SCRIPT = (settings.BASE_DIR / "scripts" / "cluster.sh").read_text()


def _statements(verb: str) -> list[str]:
    return re.findall(rf"\b{verb} ROLE\b[^;]*;?", SCRIPT)


def test_the_cluster_makes_only_its_own_role():
    made = _statements("CREATE")
    assert made and all(re.match(r"CREATE ROLE clubsite_cluster\b", s) for s in made)
    assert "CREATE DATABASE clubsite_cluster OWNER clubsite_cluster" in SCRIPT


def test_the_role_may_create_no_database_nor_role():
    granted = " ".join(_statements("CREATE") + _statements("ALTER"))
    assert not re.search(r"(?<!NO)CREATEDB|(?<!NO)CREATEROLE|(?<!NO)SUPERUSER", granted)
    altered = _statements("ALTER")
    assert altered and all(
        {"NOCREATEDB", "NOCREATEROLE", "NOSUPERUSER"} <= set(s.split()) for s in altered
    )


def test_the_app_connects_as_that_role_with_a_password_of_this_run():
    urls = re.findall(r"DATABASE_URL=\"?(postgres://[^\s\"]+)", SCRIPT)
    assert urls == ["postgres://clubsite_cluster:$db_password@127.0.0.1:5432/clubsite_cluster"]
    assert re.search(r"db_password=\"\$\(.*secrets\.token_hex", SCRIPT)
    assert "clubsite:clubsite" not in SCRIPT and "PASSWORD 'clubsite'" not in SCRIPT
