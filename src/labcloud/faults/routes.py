"""``/_labcloud/faults``: list, add, remove and clear the fault rules the pipeline applies.

``GET /faults`` → ``{"rules": [...]}`` (each with how many calls it matched and fired on);
``POST /faults`` with a rule document → the stored rule (201); ``DELETE /faults/{id}``;
``DELETE /faults`` clears them all. Invalid rules answer 400 ``ValidationException``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from labcloud.faults.rules import new_rule
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

if TYPE_CHECKING:
    from labcloud.hub import Hub

MAX_RULES = 100
MAX_BODY = 16 * 1024


def routes(hub: Hub) -> list[InternalRoute]:
    engine = hub.faults

    def listing(_request: InternalRequest) -> InternalResponse:
        return json_response({"rules": engine.rules()})

    def add(request: InternalRequest) -> InternalResponse:
        if len(request.body) > MAX_BODY:
            return error_response(
                413, "ValidationException", f"a fault rule must be smaller than {MAX_BODY} bytes"
            )
        try:
            document = request.json()
        except ValueError:
            return error_response(400, "ValidationException", "the body must be a JSON fault rule")
        rule = new_rule(document)
        if len(engine.rules()) >= MAX_RULES and all(r["id"] != rule["id"] for r in engine.rules()):
            return error_response(400, "LimitExceededException", f"at most {MAX_RULES} fault rules")
        return json_response(engine.add_rule(rule), 201)

    def remove(request: InternalRequest) -> InternalResponse:
        rule_id = request.params["rule_id"]
        if not engine.remove_rule(rule_id):
            return error_response(404, "ResourceNotFoundException", f"no fault rule {json.dumps(rule_id)}")
        return json_response({"removed": rule_id})

    def clear(_request: InternalRequest) -> InternalResponse:
        return json_response({"removed": engine.clear_rules()})

    return [
        InternalRoute("GET", "/faults", listing),
        InternalRoute("POST", "/faults", add),
        InternalRoute("DELETE", "/faults", clear),
        InternalRoute("DELETE", "/faults/{rule_id}", remove),
    ]
