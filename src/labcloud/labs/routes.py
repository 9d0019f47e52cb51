"""Internal routes of the labs under ``/_labcloud/labs``: list, the active lab, start, check, reset.

Provisioning itself happens in the CLI (boto3, like a learner's machine); ``POST /labs/start``
records the lab as active once its resources exist, so checks only read what happened after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.labs import checker, state
from labcloud.labs.scenario import LANGUAGES
from labcloud.labs.scenarios import all_scenarios, get

if TYPE_CHECKING:
    from labcloud.hub import Hub


def _lang(value: Any) -> str:
    lang = str(value or "en")
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


def routes(hub: Hub) -> list[InternalRoute]:
    state.ensure_schema(hub.store)
    # A server reset forgets all history, so a lab checked against it would be stale: forget it too.
    hub.reset_hooks.append(lambda: state.clear(hub.store))

    def listing(request: InternalRequest) -> InternalResponse:
        lang = _lang(request.arg("lang"))
        return json_response({"labs": [s.summary(lang) for s in all_scenarios().values()]})

    def instructions(request: InternalRequest) -> InternalResponse:
        try:
            scenario = get(request.params["name"])
        except KeyError as error:
            return error_response(404, "NotFound", str(error.args[0]))
        lang = _lang(request.arg("lang"))
        return InternalResponse(200, scenario.instructions(lang).encode(), "text/markdown; charset=utf-8")

    def active(_request: InternalRequest) -> InternalResponse:
        lab = state.active(hub.store)
        if lab is None:
            return json_response({"active": None})
        scenario = get(lab.name)
        return json_response({"active": {**lab.as_dict(), **scenario.summary(lab.lang)}})

    def start(request: InternalRequest) -> InternalResponse:
        body = request.json()
        name = str(body.get("name", ""))
        try:
            scenario = get(name)
        except KeyError as error:
            return error_response(404, "NotFound", str(error.args[0]))
        baseline = body.get("baseline") or {}
        if not isinstance(baseline, dict):
            raise ValueError("baseline must be an object")
        lab = state.activate(hub.store, scenario.name, _lang(body.get("lang")), hub.bus.last_seq(), baseline)
        return json_response({"active": {**lab.as_dict(), **scenario.summary(lab.lang)}})

    async def check(request: InternalRequest) -> InternalResponse:
        lab = state.active(hub.store)
        if lab is None:
            return json_response({"name": None, "steps": [], "ok": False,
                                  "message": "no lab is active: run `labcloud lab start NAME`"})
        return json_response(await checker.check(hub, get(lab.name), lab, request.arg("step") or None))

    def reset(_request: InternalRequest) -> InternalResponse:
        state.clear(hub.store)
        return json_response({"active": None})

    return [
        InternalRoute("GET", "/labs", listing),
        InternalRoute("GET", "/labs/active", active),
        InternalRoute("POST", "/labs/start", start),
        InternalRoute("GET", "/labs/check", check),
        InternalRoute("POST", "/labs/reset", reset),
        InternalRoute("GET", "/labs/{name}/instructions", instructions),
    ]
