"""A user pool's Lambda triggers (``LambdaConfig``): which function a trigger names, the event AWS sends
it (``version``, ``triggerSource``, ``region``, ``userPoolId``, ``userName``, ``callerContext``,
``request``, ``response``) and how its answer or failure reaches the caller.

The function is invoked through Lambda's Invoke on the hub as the service principal
``cognito-idp.amazonaws.com`` with the pool's ARN as ``aws:SourceArn``: the function's resource policy
must let Cognito invoke it, as on AWS (the code runs in Lambda's sandbox, never here). AWS's answers: a
function that cannot be invoked (missing, no permission, slower than Cognito waits) is
``UnexpectedLambdaException`` ("<Trigger> invocation failed due to error <code>."); a function that
fails is ``UserLambdaValidationException`` ("<Trigger> failed with error <message>."); an answer that
is not the event with a ``response`` object is ``InvalidLambdaResponseException``. Each invocation is
published as ``cognito.trigger.invoked``; Lambda logs it in the function's log group as any invocation.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState

SERVICE_PRINCIPAL = "cognito-idp.amazonaws.com"
#: ``callerContext.clientId`` of an admin operation that names no app client.
NO_CLIENT = "CLIENT_ID_NOT_APPLICABLE"
SDK_VERSION = "aws-sdk-unknown-unknown"
#: How long Cognito waits for a function (AWS: 5 seconds); ``LABCLOUD_COGNITO_TRIGGER_TIMEOUT`` changes it.
TIMEOUT_SECONDS = 5.0
#: The triggers labcloud runs (LambdaConfig members holding a function ARN).
RUN = (
    "PreSignUp",
    "CustomMessage",
    "PostConfirmation",
    "PreAuthentication",
    "PostAuthentication",
    "DefineAuthChallenge",
    "CreateAuthChallenge",
    "VerifyAuthChallengeResponse",
    "PreTokenGeneration",
    "UserMigration",
    "CustomSMSSender",
    "CustomEmailSender",
)


def unexpected(trigger: str, cause: str) -> AwsError:
    return AwsError(
        "UnexpectedLambdaException", f"{trigger} invocation failed due to error {cause}.", status=400
    )


def failed(trigger: str, message: str) -> AwsError:
    return AwsError("UserLambdaValidationException", f"{trigger} failed with error {message}.", status=400)


def unrecognizable() -> AwsError:
    return AwsError("InvalidLambdaResponseException", "Unrecognizable lambda output", status=400)


def function_of(pool: Pool, trigger: str) -> str | None:
    """The function ARN the pool's LambdaConfig names for ``trigger``, or None."""
    config = pool.spec.get("LambdaConfig") or {}
    if trigger == "PreTokenGeneration":
        versioned = config.get("PreTokenGenerationConfig") or {}
        return versioned.get("LambdaArn") or config.get("PreTokenGeneration") or None
    found = config.get(trigger)
    if isinstance(found, dict):  # CustomSMSSender, CustomEmailSender: {LambdaVersion, LambdaArn}
        found = found.get("LambdaArn")
    return str(found) if found else None


def token_version(pool: Pool) -> str:
    """The pre token generation event version: ``V1_0`` (ID token), ``V2_0``/``V3_0`` (and access token)."""
    versioned = (pool.spec.get("LambdaConfig") or {}).get("PreTokenGenerationConfig") or {}
    return str(versioned.get("LambdaVersion") or "V1_0")


def user_attributes(user: User) -> dict[str, str]:
    """A user's attributes as a trigger's ``request.userAttributes`` shows them (with its status)."""
    out = dict(user.attributes)
    out["cognito:user_status"] = user.status
    return out


def _timeout(state: CognitoState) -> float:
    return state.settings.tuning.number("LABCLOUD_COGNITO_TRIGGER_TIMEOUT", TIMEOUT_SECONDS, minimum=0.1)


async def run(
    state: CognitoState,
    pool: Pool,
    trigger: str,
    source: str,
    *,
    username: str,
    client_id: str | None,
    request: dict[str, Any],
    response: dict[str, Any] | None = None,
    version: str = "1",
    answer_read: bool = True,
) -> dict[str, Any] | None:
    """Invoke the pool's ``trigger`` function with AWS's event; its ``response`` object, or None when the
    pool has no such trigger. Raises AWS's trigger errors. A custom sender's answer is not read
    (``answer_read=False``: only its failure counts)."""
    function = function_of(pool, trigger)
    if function is None:
        return None
    event = {
        "version": version,
        "triggerSource": source,
        "region": pool.region,
        "userPoolId": pool.id,
        "userName": username,
        "callerContext": {"awsSdkVersion": SDK_VERSION, "clientId": client_id or NO_CLIENT},
        "request": request,
        "response": dict(response or {}),
    }
    outcome = "InternalErrorException"  # unless the invocation ends in an answer or an AWS error
    try:
        answer = await _invoke(state, pool, trigger, function, event, answer_read)
        outcome = "ok"
        return answer
    except AwsError as exc:
        outcome = exc.code
        raise
    finally:
        with state.store.transaction():
            emit(
                state,
                "cognito.trigger.invoked",
                pool,
                trigger=trigger,
                trigger_source=source,
                function=function,
                username=username,
                outcome=outcome,
            )


async def _invoke(
    state: CognitoState,
    pool: Pool,
    trigger: str,
    function: str,
    event: dict[str, Any],
    answer_read: bool = True,
) -> dict[str, Any]:
    calls = state.calls
    if calls is None:
        raise unexpected(trigger, "ServiceException")
    parts = function.split(":")
    region = parts[3] if len(parts) > 4 and parts[3] else pool.region
    account = parts[4] if len(parts) > 4 and parts[4] else pool.account_id
    principal = Principal(
        account_id=pool.account_id, arn=SERVICE_PRINCIPAL, kind="service", name=SERVICE_PRINCIPAL
    )
    call = calls.call(
        "lambda",
        "Invoke",
        {"FunctionName": function, "Payload": json.dumps(event).encode()},
        account_id=account,
        region=region,
        principal=principal,
        extra={"aws:SourceArn": pool.arn, "aws:SourceAccount": pool.account_id},
    )
    try:
        answer = await asyncio.wait_for(call, _timeout(state))
    except asyncio.TimeoutError:
        raise unexpected(trigger, "Socket timeout while invoking Lambda function") from None
    except AwsError as exc:
        raise unexpected(trigger, exc.code) from None
    raw = bytes(answer.get("Payload") or b"")
    try:
        doc = json.loads(raw or b"null")
    except ValueError:
        doc = None
    if answer.get("FunctionError"):
        message = doc.get("errorMessage") if isinstance(doc, dict) else None
        raise failed(trigger, str(message if message is not None else answer["FunctionError"]))
    if not answer_read:
        return {}
    if not isinstance(doc, dict) or not isinstance(doc.get("response", {}), dict):
        raise unrecognizable()
    response: dict[str, Any] = doc.get("response") or {}
    return response


def flag(response: dict[str, Any], name: str) -> bool:
    """A boolean member of a trigger's response (absent or null: false; anything but a boolean refused)."""
    value = response.get(name)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise unrecognizable()
    return value


def string_map(value: Any) -> dict[str, str]:
    """A ``{name: value}`` member of a trigger's response (claims, challenge parameters)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise unrecognizable()
    return {str(k): v for k, v in value.items()}


def string_list(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise unrecognizable()
    return list(value)
