"""Lambda's internal routes: functions and sandboxes for the view, invocation history, code downloads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.lambda_ import code_store
from labcloud.services.lambda_.repo import functions as function_rows
from labcloud.services.lambda_.repo import mappings as mapping_rows

if TYPE_CHECKING:
    from labcloud.services.lambda_.state import LambdaState


def lambda_routes(state: LambdaState) -> list[InternalRoute]:
    def functions(request: InternalRequest) -> InternalResponse:
        # the pollers' modules and the configuration's rendering: on the view's first look
        from labcloud.services.lambda_.core import public
        from labcloud.services.lambda_.esm import mappings

        out: list[dict[str, Any]] = []
        for row in function_rows.every(state.store):
            out.append(
                {
                    "account_id": row.account_id,
                    "region": row.region,
                    "name": row.name,
                    "configuration": public(row.config),
                    "reserved_concurrency": row.reserved,
                    "tags": row.tags,
                    "mappings": [
                        m.to_doc()
                        for m in mapping_rows.of_function(state.store, row.account_id, row.region, row.name)
                    ],
                }
            )
        sandboxes = state.execution.engine.snapshot() if state.execution.running_engine is not None else []
        return json_response(
            {"functions": out, "sandboxes": sandboxes, "mappings": mappings.mapping_snapshot(state)}
        )

    def invocations(request: InternalRequest) -> InternalResponse:
        name = request.arg("function")
        limit = request.int_arg("limit", 100)
        events = state.bus.query(
            kinds=["lambda.invocation.finished"],
            service="lambda",
            data_field=("function_name", name) if name else None,
            limit=limit,
            newest_first=True,
        )
        return json_response({"invocations": [e.as_dict() for e in events]})

    def code(request: InternalRequest) -> InternalResponse:
        digest = request.params["digest"]
        if not digest.isalnum():
            return error_response(404, "NotFound", "no such code")
        path = code_store.zip_root(state) / f"{digest}.zip"
        if not path.is_file():
            return error_response(404, "NotFound", "no such code")
        return InternalResponse(200, path.read_bytes(), "application/zip")

    return [
        InternalRoute("GET", "/lambda/functions", functions),
        InternalRoute("GET", "/lambda/invocations", invocations),
        InternalRoute("GET", "/lambda/code/{digest}", code),
    ]
