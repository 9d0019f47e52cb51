"""Internal routes of the labs under ``/_labcloud/labs``: the catalogue with progress, the active lab,
start, check (which records a pass), hints, reset; and the catalogue page at ``/_labcloud/view/labs``.

Provisioning itself happens in the CLI (boto3, like a learner's machine); ``POST /labs/start``
records the lab as active once its resources exist, so checks only read what happened after it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.labs import attempts, state

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.labs.scenario import Scenario
    from labcloud.labs.state import ActiveLab

#: The lab catalogue (every scenario) and its checker: imported on first use, or by the app's warm-up
#: once the server answers, so they are not part of every server's start (~10 ms).
DEFERRED_MODULES = ("labcloud.labs.scenarios", "labcloud.labs.checker")


def all_scenarios() -> dict[str, Scenario]:
    from labcloud.labs.scenarios import all_scenarios

    return all_scenarios()


def get(name: str) -> Scenario:
    from labcloud.labs.scenarios import get

    return get(name)


def following(name: str, passed: Collection[str]) -> tuple[Scenario, bool] | None:
    from labcloud.labs.scenarios import following

    return following(name, passed)


async def run_checks(hub: Hub, scenario: Scenario, lab: ActiveLab, only: str | None = None) -> dict[str, Any]:
    from labcloud.labs import checker

    return await checker.check(hub, scenario, lab, only)


def _lang(value: Any) -> str:
    from labcloud.labs.scenario import LANGUAGES

    lang = str(value or "en")
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


def routes(hub: Hub) -> list[InternalRoute]:
    state.ensure_schema(hub.store, hub.settings.account_id)
    attempts.ensure_schema(hub.store)
    # A server reset forgets all history, so a lab checked against it would be stale: forget it too.
    hub.reset_hooks.append(lambda: state.forget_everything(hub.store))
    hub.reset_hooks.append(lambda: attempts.forget(hub.store))

    def account(request: InternalRequest) -> str:
        """Whose lab: the learner who signed the request (classroom mode), else the default account."""
        return request.account_id or hub.settings.account_id

    def catalogue(lang: str, who: str) -> list[dict[str, Any]]:
        progress = state.progress(hub.store, who)
        lab = state.active(hub.store, who)
        passed = {name for name, row in progress.items() if row["status"] == state.PASSED}
        entries = []
        for scenario in all_scenarios().values():
            row = progress.get(scenario.name) or {}
            entries.append(
                {
                    **scenario.summary(lang),
                    "progress": row.get("status") or state.NOT_STARTED,
                    "passed_at": row.get("passed_at"),
                    "active": lab is not None and lab.name == scenario.name,
                    "missing_prerequisites": [p for p in scenario.prerequisites if p not in passed],
                }
            )
        return entries

    def listing(request: InternalRequest) -> InternalResponse:
        lang = _lang(request.arg("lang"))
        return json_response({"labs": catalogue(lang, account(request))})

    def instructions(request: InternalRequest) -> InternalResponse:
        try:
            scenario = get(request.params["name"])
        except KeyError as error:
            return error_response(404, "NotFound", str(error.args[0]))
        lang = _lang(request.arg("lang"))
        return InternalResponse(200, scenario.instructions(lang).encode(), "text/markdown; charset=utf-8")

    def active(request: InternalRequest) -> InternalResponse:
        lab = state.active(hub.store, account(request))
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
        who = account(request)
        progress = state.progress(hub.store, who)
        missing = [p for p in scenario.prerequisites if (progress.get(p) or {}).get("status") != state.PASSED]
        lab = state.activate(
            hub.store, who, scenario.name, _lang(body.get("lang")), hub.bus.last_seq(), baseline
        )
        attempts.started(hub.store, who, scenario.name)
        return json_response(
            {"active": {**lab.as_dict(), **scenario.summary(lab.lang)}, "missing_prerequisites": missing}
        )

    async def check(request: InternalRequest) -> InternalResponse:
        who = account(request)
        lab = state.active(hub.store, who)
        if lab is None:
            return json_response(
                {
                    "name": None,
                    "steps": [],
                    "ok": False,
                    "message": "no lab is active: run `labcloud lab start NAME`",
                }
            )
        scenario = get(lab.name)
        report = await run_checks(hub, scenario, lab, request.arg("step") or None)
        attempts.record(hub.store, who, report, [step.id for step in scenario.steps])
        if report["passed"]:
            report["first_pass"] = state.mark_passed(hub.store, who, scenario.name)
            report["wrapup"] = scenario.wrapup_text(lab.lang)
            passed = {
                name for name, row in state.progress(hub.store, who).items() if row["status"] == state.PASSED
            }
            after = following(scenario.name, passed)
            report["next"] = (
                None
                if after is None
                else {
                    "name": after[0].name,
                    "title": after[0].title(lab.lang),
                    "kind": after[0].kind,
                    "earlier": after[1],
                }
            )
        return json_response(report)

    async def hint(request: InternalRequest) -> InternalResponse:
        lab = state.active(hub.store, account(request))
        if lab is None:
            return json_response({"name": None, "message": "no lab is active: run `labcloud lab start NAME`"})
        scenario = get(lab.name)
        wanted = request.arg("step") or None
        if wanted is not None:
            chosen = scenario.step(wanted)
            if chosen is None:
                raise ValueError(
                    f"the lab {scenario.name} has no step {wanted!r}; "
                    f"its steps are {', '.join(s.id for s in scenario.steps)}"
                )
        else:
            report = await run_checks(hub, scenario, lab)
            open_steps = [s["id"] for s in report["steps"] if s["status"] != "passed"]
            if not open_steps:
                return json_response(
                    {
                        "name": scenario.name,
                        "step": None,
                        "hints": [],
                        "message": "every step has passed: no hint needed",
                    }
                )
            chosen = scenario.step(open_steps[0])
            assert chosen is not None
        available = chosen.hint_list(lab.lang)
        if not available:
            return json_response(
                {
                    "name": scenario.name,
                    "step": chosen.id,
                    "title": chosen.title(lab.lang),
                    "hints": [],
                    "remaining": 0,
                    "message": "this step has no hints: its instructions show every command",
                }
            )
        shown = state.next_hint(hub.store, lab.account_id, chosen.id, len(available))
        return json_response(
            {
                "name": scenario.name,
                "step": chosen.id,
                "title": chosen.title(lab.lang),
                "hints": list(available[:shown]),
                "remaining": len(available) - shown,
            }
        )

    def catalogue_page(_request: InternalRequest) -> InternalResponse:
        from importlib import resources

        body = resources.files("labcloud.view").joinpath("static").joinpath("labs.html").read_bytes()
        return InternalResponse(200, body, "text/html; charset=utf-8", [("cache-control", "no-cache")])

    def progress(request: InternalRequest) -> InternalResponse:
        return json_response({"progress": state.progress(hub.store, account(request))})

    def reset(request: InternalRequest) -> InternalResponse:
        state.clear(hub.store, account(request))
        return json_response({"active": None})

    return [
        InternalRoute("GET", "/labs", listing),
        InternalRoute("GET", "/labs/active", active),
        InternalRoute("POST", "/labs/start", start),
        InternalRoute("GET", "/labs/check", check),
        InternalRoute("POST", "/labs/reset", reset),
        InternalRoute("POST", "/labs/hint", hint),
        InternalRoute("GET", "/labs/progress", progress),
        InternalRoute("GET", "/view/labs", catalogue_page),
        InternalRoute("GET", "/labs/{name}/instructions", instructions),
    ]
