"""The instructor's routes under ``/_labcloud/classroom`` and the dashboard at ``/_labcloud/view/classroom``.

In classroom mode this module also enrols the roster at start (learners.py) and installs the gate
(gate.py): the learners' keys as identities, their signature checks. Without ``--classroom`` the
routes answer that classroom mode is off.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

if TYPE_CHECKING:
    from labcloud.classroom.gate import Classroom
    from labcloud.hub import Hub

OFF = "classroom mode is off: start the server with `labcloud up --classroom ROSTER`"
CSV_COLUMNS = (
    "learner",
    "account_id",
    "lab",
    "lab_status",
    "step",
    "step_title",
    "status",
    "reason",
    "checked_at",
)


def setup(hub: Hub) -> Classroom | None:
    """Enrol the roster and install the gate, once per server (classroom mode only)."""
    if hub.settings.classroom is None:
        return None
    from labcloud.classroom import learners, roster
    from labcloud.classroom.gate import Classroom

    learners.ensure_schema(hub.store)
    names = roster.read(hub.settings.classroom)
    classroom = Classroom(hub, learners.enroll(hub.store, names, hub.settings.account_id))
    hub.identity.add_resolver(classroom.resolve)
    hub.pipeline.add_authorizer(classroom.authorize)
    hub.offer(type(classroom), classroom)
    return classroom


def board(hub: Hub, classroom: Classroom) -> dict[str, Any]:
    """Every lab with its steps, and every learner's progress and latest check of each step."""
    from labcloud.labs import attempts, state
    from labcloud.labs.scenarios import all_scenarios

    labs = [
        {
            "name": s.name,
            "title": s.title("en"),
            "kind": s.kind,
            "steps": [{"id": step.id, "title": step.title("en")} for step in s.steps],
        }
        for s in all_scenarios().values()
    ]
    rows = []
    for learner in classroom.learners:
        lab = state.active(hub.store, learner.account_id)
        rows.append(
            {
                "name": learner.name,
                "account_id": learner.account_id,
                "active": None if lab is None else lab.name,
                "progress": {
                    name: row["status"] for name, row in state.progress(hub.store, learner.account_id).items()
                },
                "checks": attempts.of(hub.store, learner.account_id),
            }
        )
    return {"labs": labs, "learners": rows}


def _iso(when: float | None) -> str:
    if when is None:
        return ""
    return datetime.fromtimestamp(when, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def as_csv(document: dict[str, Any]) -> str:
    """One row per learner, lab and step: the step's latest status and reason (blank if unchecked)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for learner in document["learners"]:
        for lab in document["labs"]:
            status = learner["progress"].get(lab["name"])
            if status is None:
                continue
            seen = learner["checks"].get(lab["name"], {})
            for step in lab["steps"]:
                check = seen.get(step["id"]) or {}
                writer.writerow(
                    (
                        learner["name"],
                        learner["account_id"],
                        lab["name"],
                        status,
                        step["id"],
                        step["title"],
                        check.get("status", "unchecked"),
                        check.get("reason", ""),
                        _iso(check.get("checked_at")),
                    )
                )
    return out.getvalue()


def routes(hub: Hub) -> list[InternalRoute]:
    classroom = setup(hub)

    def overview(_request: InternalRequest) -> InternalResponse:
        if classroom is None:
            return json_response({"enabled": False, "message": OFF, "learners": []})
        return json_response(
            {
                "enabled": True,
                "learners": [
                    {"name": x.name, "account_id": x.account_id, "access_key": x.access_key}
                    for x in classroom.learners
                ],
            }
        )

    def credentials(_request: InternalRequest) -> InternalResponse:
        if classroom is None:
            return error_response(409, "ClassroomOff", OFF)
        return json_response(
            {
                "endpoint": hub.settings.endpoint,
                "region": hub.settings.region,
                "learners": [
                    {
                        "name": x.name,
                        "account_id": x.account_id,
                        "access_key": x.access_key,
                        "secret_access_key": x.secret,
                    }
                    for x in classroom.learners
                ],
            }
        )

    def progress(_request: InternalRequest) -> InternalResponse:
        if classroom is None:
            return json_response({"enabled": False, "message": OFF, "labs": [], "learners": []})
        return json_response({"enabled": True, **board(hub, classroom)})

    def export(request: InternalRequest) -> InternalResponse:
        if classroom is None:
            return error_response(409, "ClassroomOff", OFF)
        form = request.arg("format") or "json"
        if form not in ("json", "csv"):
            raise ValueError(f"unknown format {form!r}: choose csv or json")
        document = board(hub, classroom)
        if form == "json":
            return json_response(document)
        return InternalResponse(200, as_csv(document).encode(), "text/csv; charset=utf-8")

    async def reset(request: InternalRequest) -> InternalResponse:
        if classroom is None:
            return error_response(409, "ClassroomOff", OFF)
        learner = classroom.by_name.get(request.params["name"])
        if learner is None:
            return error_response(404, "NotFound", f"no learner {request.params['name']!r} in this class")
        from labcloud.classroom.cleanup import empty_account
        from labcloud.labs import attempts, state

        left = await empty_account(hub, learner.account_id)
        state.forget_account(hub.store, learner.account_id)
        attempts.forget_account(hub.store, learner.account_id)
        return json_response({"learner": learner.name, "account_id": learner.account_id, "left": left})

    def page(_request: InternalRequest) -> InternalResponse:
        from importlib import resources

        body = resources.files("labcloud.view").joinpath("static").joinpath("classroom.html").read_bytes()
        return InternalResponse(200, body, "text/html; charset=utf-8", [("cache-control", "no-cache")])

    return [
        InternalRoute("GET", "/classroom", overview),
        InternalRoute("GET", "/classroom/credentials", credentials),
        InternalRoute("GET", "/classroom/progress", progress),
        InternalRoute("GET", "/classroom/export", export),
        InternalRoute("POST", "/classroom/reset/{name}", reset),
        InternalRoute("GET", "/view/classroom", page),
    ]
