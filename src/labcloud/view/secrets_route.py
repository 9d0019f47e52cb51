"""``/_labcloud/secrets``: the account's secrets and parameters for the view, values hidden until asked.

``GET /_labcloud/secrets`` lists Secrets Manager secrets (name, ARN, key, rotation, last change) and SSM
parameters (name, type, version, and the value of String/StringList parameters only); ``POST
/_labcloud/secrets/reveal`` with ``{"kind": "secret"|"parameter", "id": ...}`` answers one current value,
read through the services' own APIs as the account (so KMS decrypts it, and a disabled key refuses, as
for any caller). Only the server's default account is shown, as in the view's other panels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub

MAX_PAGES = 20


async def _all(
    hub: Hub, service: str, operation: str, member: str, params: dict[str, Any]
) -> list[dict[str, Any]]:
    return await every_page(
        hub, service, operation, member, params, token_name="NextToken", max_pages=MAX_PAGES
    )


def secrets_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(request: InternalRequest) -> InternalResponse:
        secrets = []
        if hub.serves("secretsmanager"):
            for s in await _all(hub, "secretsmanager", "ListSecrets", "SecretList", {"MaxResults": 100}):
                secrets.append(
                    {
                        "name": s.get("Name"),
                        "arn": s.get("ARN"),
                        "kms_key": s.get("KmsKeyId") or "aws/secretsmanager",
                        "rotation": bool(s.get("RotationEnabled")),
                        "changed": epoch_seconds(s.get("LastChangedDate")),
                        "deleted": s.get("DeletedDate") is not None,
                    }
                )
        parameters = []
        if hub.serves("ssm"):
            for p in await _all(hub, "ssm", "DescribeParameters", "Parameters", {"MaxResults": 50}):
                shown = {"name": p.get("Name"), "type": p.get("Type"), "version": p.get("Version")}
                if p.get("Type") != "SecureString":
                    found = await hub.call("ssm", "GetParameter", {"Name": p["Name"]})
                    shown["value"] = found["Parameter"]["Value"]
                parameters.append(shown)
        return json_response({"secrets": secrets, "parameters": parameters})

    async def reveal(request: InternalRequest) -> InternalResponse:
        try:
            asked = request.json()
        except ValueError:
            return error_response(400, "ValidationException", "the body must be JSON")
        kind, ident = (asked.get("kind"), asked.get("id")) if isinstance(asked, dict) else (None, None)
        if kind not in ("secret", "parameter") or not isinstance(ident, str) or not ident:
            return error_response(
                400, "ValidationException", 'give {"kind": "secret"|"parameter", "id": "..."}'
            )
        try:
            if kind == "secret":
                found = await hub.call("secretsmanager", "GetSecretValue", {"SecretId": ident})
                value = found.get("SecretString")
                if value is None:
                    return json_response({"binary": True, "size": len(found.get("SecretBinary") or b"")})
                return json_response({"value": value, "version": found.get("VersionId")})
            found = await hub.call("ssm", "GetParameter", {"Name": ident, "WithDecryption": True})
            return json_response(
                {"value": found["Parameter"]["Value"], "version": found["Parameter"]["Version"]}
            )
        except AwsError as error:
            return error_response(error.status or 400, error.code, error.message)

    return [InternalRoute("GET", "/secrets", listing), InternalRoute("POST", "/secrets/reveal", reveal)]
