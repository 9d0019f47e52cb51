"""GetExport: a stage's deployed API as an OpenAPI 3 / Swagger 2 download (``export.py`` writes it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.apigateway import export
from labcloud.services.apigateway.authorizer_ops import KIND as AUTHORIZER
from labcloud.services.apigateway.errors import not_found
from labcloud.services.apigateway.gateway_response_ops import KIND as GATEWAY_RESPONSE
from labcloud.services.apigateway.lookup import api_of
from labcloud.services.apigateway.model_ops import MODEL, VALIDATOR
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import GetExportRequest, GetExportResponse


def get_export(state: ApigwState, request: GetExportRequest, ctx: RequestContext) -> GetExportResponse:
    extensions = export.extensions_of(request.get("parameters"))
    api = api_of(state, ctx, request["restApiId"])
    stage = stored.find_stage(state.store, api.id, request["stageName"])
    if stage is None:
        raise not_found("Invalid stage identifier specified")
    deployment = stored.find_deployment(state.store, api.id, stage.doc["deploymentId"])
    if deployment is None:
        raise not_found("Invalid Deployment identifier specified")

    def docs(kind: str) -> list[dict[str, object]]:
        return [p.doc for p in parts.list_parts(state.store, api.id, kind)]

    found = export.ApiParts(
        api=api.doc,
        resources=deployment.snapshot,
        deployed_at=float(deployment.doc["createdDate"]),
        base_url=f"http://{api.id}.execute-api.localhost:{state.settings.port}",
        stage=stage.name,
        models=docs(MODEL),
        authorizers=docs(AUTHORIZER),
        validators=docs(VALIDATOR),
        gateway_responses=docs(GATEWAY_RESPONSE),
    )
    body, content_type = export.encode(
        export.document(found, request["exportType"], extensions), request.get("accepts")
    )
    suffix = "yaml" if content_type == "application/yaml" else "json"
    name = f"{request['exportType']}_{export.timestamp(found.deployed_at)}.{suffix}"
    return cast(
        "GetExportResponse",
        {"body": body, "contentType": content_type, "contentDisposition": f'attachment; filename="{name}"'},
    )
