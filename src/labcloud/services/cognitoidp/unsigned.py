"""Which Cognito operations a client may call without AWS credentials: those a user's own password, code
or token authenticates (SignUp, InitiateAuth, GetUser...). When IAM is enforced, any other operation
arriving unsigned is refused as AWS refuses it (``MissingAuthenticationTokenException``), instead of
running as the account's root."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.iam.action_map import COGNITO_UNSIGNED


def needs_credentials(state: CognitoState, request: Any, ctx: RequestContext) -> None:
    enforced = state.settings.enforce_iam or state.settings.classroom is not None
    if not enforced or ctx.operation in COGNITO_UNSIGNED or ctx.signed is None:
        return
    if ctx.principal.access_key is None:
        raise AwsError("MissingAuthenticationTokenException", "Missing Authentication Token", status=400)
