"""Entering hands through the API (issue 43): the pages' services and rules, once.

``POST /api/v1/tables/<id>/hands/`` takes one hand in the interchange format (the format
of ``manage.py score`` and the golden files, read with the same parser) and an
``Idempotency-Key`` header (a UUID): the offline queue's rules
(``play.services.hand_saves``): a resend with the same key and body answers the first
answer (``Idempotent-Replayed: true``), the same key with another body is 409. Corrections
(PUT, PATCH) and deletions (DELETE ``?version=``) name the version read: a stale one is
409. The roles, closed rounds and finished events refuse here as on the pages; the
services audit."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework import exceptions, status
from rest_framework.request import Request
from rest_framework.response import Response

from scoring.casefiles import cases_from_data
from scoring.engine import ScoringError
from tournaments.api import serializers as shapes
from tournaments.api.access import acting_user, check_can_enter_hands
from tournaments.api.errors import message_short
from tournaments.api.selectors import reads
from tournaments.api.views.base import ApiList
from tournaments.api.views.reads import HAND_ID, TABLE_ID, HandDetailView, TableSeen, _id
from tournaments.events.selectors.silence import sees_silent
from tournaments.events.services.event_guard import EventClosed
from tournaments.play.models import Hand, Table
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import HandConflict, RoundClosed
from tournaments.play.services.hand_saves import hand_enter_once, save_key

EXAMPLE_HAND = {
    "result": {"kind": "win", "winner": "S", "self_drawn": True, "winning_tile": "b3"},
    "players": {
        "E": {},
        "S": {
            "concealed": ["b1", "b2", "b3", "c4", "c5", "c6", "k7", "k8", "k9", "E", "E", "E"],
            "melds": [{"kind": "pung", "tiles": ["Rd", "Rd", "Rd"]}],
        },
        "W": {},
        "N": {},
    },
}
EXAMPLE_QUICK = {
    "result": {"kind": "win", "winner": "E", "self_drawn": False, "discarder": "W"},
    "quick": {"points": {"E": 40, "S": 8, "W": 0, "N": 12}},
}
KEY_HEADER = OpenApiParameter(
    "Idempotency-Key",
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="A UUID made by the client for this hand; send it again with a resend.",
)


class Conflict(exceptions.APIException):
    status_code = status.HTTP_409_CONFLICT
    default_code = "conflict"


def _problem(status_code: int, message: str, current: Hand | None = None) -> Response:
    body: dict[str, Any] = {"detail": message_short(message)}  # never the whole body back
    if current is not None:
        fresh = reads.api_hand(pk=current.pk)
        body["current"] = shapes.HandSerializer(fresh).data if fresh is not None else None
    return Response(body, status=status_code)


def _refusals(write: Callable[[], Response]) -> Response:
    """Run ``write``; a refusal of the services as the API answers it."""
    try:
        return write()
    except (RoundClosed, EventClosed) as exc:
        return _problem(409, " ".join(exc.messages))
    except HandConflict as exc:
        return _problem(409, exc.message, exc.current)
    except ValidationError as exc:
        return _problem(400, " ".join(exc.messages))


def one_hand(data: Any) -> Mapping[str, Any]:
    """The one hand of a request body in the interchange format (``scoring.casefiles``:
    the parser of ``manage.py score``); 400 for anything else."""
    try:
        cases = cases_from_data(data, "body")
    except ScoringError as exc:
        raise exceptions.ValidationError({"detail": str(exc)}) from exc
    if len(cases) != 1:
        raise exceptions.ValidationError({"detail": _("Send exactly one hand.")})
    return cases[0].data


def body_digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


@extend_schema(parameters=[TABLE_ID])
class TableHands(TableSeen, ApiList):
    """The table's hands in order; POST enters the next one."""

    serializer_class = shapes.HandSerializer

    def get_queryset(self) -> Any:
        table = self.table_seen(self.kwargs["table_id"])
        event = table.round.event
        full = sees_silent(acting_user(self.request, event.club), event)
        return reads.api_hands(table=table, full=full)

    @extend_schema(
        request={"application/json": {"type": "object"}},
        parameters=[KEY_HEADER],
        responses={
            201: shapes.HandSerializer,
            400: shapes.ProblemSerializer,
            409: shapes.ProblemSerializer,
        },
        examples=[
            OpenApiExample("A win with tiles", value=EXAMPLE_HAND, request_only=True),
            OpenApiExample("A win as totals", value=EXAMPLE_QUICK, request_only=True),
        ],
    )
    def post(self, request: Request, table_id: str) -> Response:
        table = self.table_seen(table_id)
        check_can_enter_hands(request, table.round.event)
        try:
            key = save_key(request.headers.get("Idempotency-Key"))
        except ValidationError as exc:
            return _problem(400, " ".join(exc.messages))
        if key is None:
            return _problem(400, _("Send an Idempotency-Key header (a UUID)."))
        entry = one_hand(request.data)
        return _refusals(lambda: self._save(table, entry, key, body_digest(request.data)))

    def _save(self, table: Table, entry: Mapping[str, Any], key: Any, digest: str) -> Response:
        saved = hand_enter_once(
            table=table, entry=entry, key=key, digest=digest, entered_by=self.request.user
        )
        hand = reads.api_hand(pk=saved.hand.pk)
        response = Response(self.get_serializer(hand).data, status=201)
        if saved.replayed:
            response["Idempotent-Replayed"] = "true"
        return response


@extend_schema(parameters=[HAND_ID])
class HandDetail(HandDetailView):
    def _hand_to_write(self, hand_id: str) -> Hand:
        hand = reads.api_hand(pk=_id(hand_id))
        self.club_seen(hand.table.round.event.club if hand is not None else None)
        assert hand is not None
        check_can_enter_hands(self.request, hand.table.round.event)
        return hand

    def _correct(self, hand_id: str, *, partial: bool) -> Response:
        hand = self._hand_to_write(hand_id)
        body = shapes.HandWriteSerializer(data=self.request.data)
        body.is_valid(raise_exception=True)
        given = dict(body.validated_data["hand"])
        if partial:
            given = {**hand.hand_entry.to_dict(), **given}
        entry = one_hand(given)

        def write() -> Response:
            fixed = hand_correct(
                hand=hand,
                entry=entry,
                version=body.validated_data["version"],
                actor=self.request.user,
                reason=body.validated_data.get("reason", ""),
            )
            return Response(self.get_serializer(reads.api_hand(pk=fixed.pk)).data)

        return _refusals(write)

    @extend_schema(
        request=shapes.HandWriteSerializer,
        responses={
            200: shapes.HandSerializer,
            400: shapes.ProblemSerializer,
            409: shapes.ProblemSerializer,
        },
    )
    def put(self, request: Request, hand_id: str) -> Response:
        return self._correct(hand_id, partial=False)

    @extend_schema(
        request=shapes.HandWriteSerializer,
        responses={
            200: shapes.HandSerializer,
            400: shapes.ProblemSerializer,
            409: shapes.ProblemSerializer,
        },
        description="Like PUT; the keys of `hand` given replace those of the stored entry.",
    )
    def patch(self, request: Request, hand_id: str) -> Response:
        return self._correct(hand_id, partial=True)

    @extend_schema(
        parameters=[OpenApiParameter("version", int, required=True)],
        responses={204: None, 400: shapes.ProblemSerializer, 409: shapes.ProblemSerializer},
    )
    def delete(self, request: Request, hand_id: str) -> Response:
        hand = self._hand_to_write(hand_id)
        version = _id(request.query_params.get("version", ""))
        if version is None:
            return _problem(400, _("Name the version you read: ?version=1."))

        def write() -> Response:
            hand_delete(hand=hand, version=version, actor=request.user)
            return Response(status=204)

        return _refusals(write)
