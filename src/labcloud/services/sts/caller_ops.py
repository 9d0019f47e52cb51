"""The operations about the caller and its keys: GetCallerIdentity, GetAccessKeyInfo,
DecodeAuthorizationMessage."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.authorization_messages import decode
from labcloud.services.sts.key_info import key_account
from labcloud.services.sts.keys import known_key
from labcloud.services.sts.state import StsState

if TYPE_CHECKING:
    from labcloud.services.sts.api import (
        DecodeAuthorizationMessageRequest,
        DecodeAuthorizationMessageResponse,
        GetAccessKeyInfoRequest,
        GetAccessKeyInfoResponse,
        GetCallerIdentityRequest,
        GetCallerIdentityResponse,
    )


def get_caller_identity(
    state: StsState, request: GetCallerIdentityRequest, ctx: RequestContext
) -> GetCallerIdentityResponse:
    principal = ctx.principal
    return {
        "UserId": principal.user_id or principal.account_id,
        "Account": principal.account_id,
        "Arn": principal.arn,
    }


def get_access_key_info(
    state: StsState, request: GetAccessKeyInfoRequest, ctx: RequestContext
) -> GetAccessKeyInfoResponse:
    account = key_account(request["AccessKeyId"], partial(known_key, state), state.settings.account_id)
    return {"Account": account}


def decode_authorization_message(
    state: StsState, request: DecodeAuthorizationMessageRequest, ctx: RequestContext
) -> DecodeAuthorizationMessageResponse:
    text = decode(request["EncodedMessage"])
    if text is None:
        raise AwsError(
            "InvalidAuthorizationMessageException",
            "The encoded authorization message is invalid or was not issued by this service.",
            status=400,
        )
    return {"DecodedMessage": text}
