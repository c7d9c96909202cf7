"""Starting a round through the API: the page's service and rules, once
(``events.services.lifecycle.round_start``). An early or late first start of the event is
refused (409, code ``start_off_date``) until the request says ``confirm_date: true``, as
the page asks once more."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api import serializers as shapes
from tournaments.api.access import acting_user, check_can_enter_hands
from tournaments.api.views.reads import EventView
from tournaments.events.selectors.events import round_get
from tournaments.events.services.lifecycle import round_start


class RoundStart(EventView):
    """POST starts round ``number`` of the event (who may enter its hands may start it)."""

    serializer_class = shapes.RoundStartSerializer

    @extend_schema(
        request=shapes.RoundStartSerializer,
        responses={
            200: shapes.RoundSerializer,
            400: shapes.ProblemSerializer,
            409: shapes.RoundStartProblemSerializer,
        },
    )
    def post(self, request: Request, slug: str, number: int) -> Response:
        event = self.event_seen(slug)
        check_can_enter_hands(request, event)
        body = shapes.RoundStartSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        round_ = round_get(event=event, number=number)
        round_.event = event
        try:
            round_ = round_start(
                round_=round_,
                actor=acting_user(request, event.club),
                confirm_date=body.validated_data["confirm_date"],
            )
        except ValidationError as exc:
            return Response(
                {"detail": " ".join(exc.messages), "code": exc.code or "refused"}, status=409
            )
        return Response(shapes.RoundSerializer(round_).data)
