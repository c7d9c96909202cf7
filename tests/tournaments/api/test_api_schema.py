"""The API's OpenAPI schema (issue 43): valid OpenAPI 3, and the API keeps it. A
schemathesis run, in process through the WSGI app, tries every operation with generated
requests (a bounded number per operation, a fixed seed), half of them aimed at the world's
real club, event, table and hand: no server error, no answer outside the schema."""

from __future__ import annotations

import datetime

import pytest
import schemathesis
from django.core import signals
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openapi_spec_validator import validate
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, response_schema_conformance

from tests.tournaments.api.conftest import ApiWorld

pytestmark = pytest.mark.django_db

#: examples per operation (kept small: the suite runs it on every change)
MAX_EXAMPLES = 20
#: examples per operation of the run with a random seed (fast: a few new cases a run)
RANDOM_EXAMPLES = 5


def test_the_schema_is_valid_openapi(client):
    response = client.get("/api/schema/?format=json")
    assert response.status_code == 200
    schema = response.json()
    validate(schema)
    assert schema["openapi"].startswith("3.")
    post = schema["paths"]["/api/v1/tables/{table_id}/hands/"]["post"]
    assert post["requestBody"]["content"]["application/json"]["examples"]


def test_the_docs_page_loads_no_outside_script(client):
    response = client.get("/api/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "/static/vendor/redoc/redoc.standalone.js" in page
    assert "cdn" not in page.lower() and "https://" not in page
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]


def _real(world: ApiWorld) -> dict[str, str]:
    return {
        "slug": world.club.slug,
        "year": str(world.base.season.year),
        "table_id": str(world.table.pk),
    }


def _aimed(case, values: dict[str, str]):
    """The case with its path aimed at the world's objects (an event slug for /events/, the
    hand's id for /hands/)."""
    path = case.operation.path
    params = dict(case.path_parameters or {})
    for name in params:
        params[name] = values.get(name, params[name])
    if path.startswith("/api/v1/events/"):
        params["slug"] = values["event"]
    if "hand_id" in params:
        params["hand_id"] = values["hand"]
    case.path_parameters = params
    return case


@pytest.fixture
def _keep_the_test_connection():
    """The WSGI app closes the database connection after each request (as Django's test
    client does not): keep it open, inside the test's transaction."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


def _schemathesis_run(
    w: ApiWorld, role: str, *, max_examples: int, derandomize: bool, part: int = 0, parts: int = 1
) -> None:
    """Every operation, ``max_examples`` cases each, as ``role`` (a key of the world's role,
    or a visitor without one): no server error, no answer outside the schema. With
    ``parts``, only every ``parts``-th operation from ``part`` on (the parts together are
    every operation, each with the same cases as in one run)."""
    # an evening at half past seven: its start_time goes out as "19:30:00"
    type(w.event).objects.filter(pk=w.event.pk).update(start_time=datetime.time(19, 30))
    app = WSGIHandler()  # not get_wsgi_application(): django.setup() again adds log filters twice
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", app)
    values = {**_real(w), "event": w.event.slug, "hand": str(w.hand.pk)}
    headers = {}
    if role != "visitor":
        client = w.key_client(role, "hands" if role in ("scorekeeper", "admin") else "read")
        headers = {"Authorization": client._credentials["HTTP_AUTHORIZATION"]}
    checks = [not_a_server_error, response_schema_conformance, content_type_conformance]
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 19
    for operation in operations[part::parts]:
        strategy = st.one_of(
            operation.as_strategy(), operation.as_strategy().map(lambda c: _aimed(c, values))
        )

        @given(case=strategy)
        @settings(
            max_examples=max_examples,
            derandomize=derandomize,
            database=None,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            print_blob=True,
        )
        def run(case) -> None:
            response = case.call(headers=headers)
            case.validate_response(response, checks=checks)

        run()


#: the fixed seed's run in parts, so that xdist spreads it (one part was 26 s at load 8)
PARTS = 3


@pytest.mark.slow
@pytest.mark.usefixtures("_keep_the_test_connection")
@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize(("world", "role"), [("private", "admin"), ("public", "visitor")])
def test_schemathesis_finds_no_server_error(request, world: str, role: str, part: int):
    """The fixed seed: the same cases on every run (a failure here is reproducible)."""
    w = request.getfixturevalue(f"{world}_world")
    _schemathesis_run(w, role, max_examples=MAX_EXAMPLES, derandomize=True, part=part, parts=PARTS)


@pytest.mark.slow
@pytest.mark.usefixtures("_keep_the_test_connection")
@pytest.mark.parametrize(
    ("world", "role"), [("private", "scorekeeper"), ("public", "visitor"), ("public", "member")]
)
def test_schemathesis_with_a_random_seed(request, world: str, role: str):
    """New cases on every run, a few per operation (hypothesis prints the seed and the
    case to reproduce a failure): over many runs the fixed seed's blind spots are tried."""
    w = request.getfixturevalue(f"{world}_world")
    _schemathesis_run(w, role, max_examples=RANDOM_EXAMPLES, derandomize=False)
