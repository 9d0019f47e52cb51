"""A build's environment variables, resolved as the service role: PLAINTEXT as given, PARAMETER_STORE
from SSM (GetParameter, decrypted) and SECRETS_MANAGER from Secrets Manager (GetSecretValue of
``secret-id[:json-key[:version-stage[:version-id]]]``), each through the hub.

Precedence, lowest first: the buildspec's ``env`` (variables, parameter-store, secrets-manager), the
project's environment variables, StartBuild's environmentVariablesOverride (already merged into the
build's environment)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.codebuild.buildspec import Buildspec
from labcloud.services.codebuild.state import CodeBuildState


class VariableError(ValueError):
    """A variable could not be read (the DOWNLOAD_SOURCE phase's CLIENT_ERROR)."""


async def _parameter(
    state: CodeBuildState, account: str, region: str, principal: Principal, name: str
) -> str:
    try:
        answer = await state.services.call(
            "ssm",
            "GetParameter",
            {"Name": name, "WithDecryption": True},
            account_id=account,
            region=region,
            principal=principal,
        )
    except AwsError as exc:
        raise VariableError(f"Parameter Store parameter {name}: {exc.code}: {exc.message}") from None
    return str(answer["Parameter"]["Value"])


def _secret_ref(ref: str) -> tuple[str, str, str, str]:
    """(secret id, json key, version stage, version id) of a reference; a secret ARN keeps its colons."""
    parts = ref.split(":")
    head = 7 if ref.startswith("arn:") else 1
    secret = ":".join(parts[:head])
    rest = parts[head:] + ["", "", ""]
    return secret, rest[0], rest[1], rest[2]


async def _secret(state: CodeBuildState, account: str, region: str, principal: Principal, ref: str) -> str:
    secret, key, stage, version = _secret_ref(ref)
    params: dict[str, Any] = {"SecretId": secret}
    if stage:
        params["VersionStage"] = stage
    if version:
        params["VersionId"] = version
    try:
        answer = await state.services.call(
            "secretsmanager", "GetSecretValue", params, account_id=account, region=region, principal=principal
        )
    except AwsError as exc:
        raise VariableError(f"Secrets Manager secret {secret}: {exc.code}: {exc.message}") from None
    text = str(answer.get("SecretString") or "")
    if not key:
        return text
    try:
        value = json.loads(text)[key]
    except (ValueError, KeyError, TypeError):
        raise VariableError(f"Secrets Manager secret {secret} has no JSON key {key}") from None
    return value if isinstance(value, str) else json.dumps(value)


async def resolve(
    state: CodeBuildState,
    account: str,
    region: str,
    principal: Principal,
    spec: Buildspec,
    project_variables: list[dict[str, str]],
) -> dict[str, str]:
    out = dict(spec.variables)
    for name, ref in spec.parameters.items():
        out[name] = await _parameter(state, account, region, principal, ref)
    for name, ref in spec.secrets.items():
        out[name] = await _secret(state, account, region, principal, ref)
    for var in project_variables:
        kind, value = var.get("type") or "PLAINTEXT", str(var.get("value") or "")
        if kind == "PARAMETER_STORE":
            value = await _parameter(state, account, region, principal, value)
        elif kind == "SECRETS_MANAGER":
            value = await _secret(state, account, region, principal, value)
        out[var["name"]] = value
    return out
