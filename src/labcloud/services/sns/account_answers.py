"""Account-level reads answered as AWS answers a new account: SMS in the sandbox, no opted-out
numbers, no origination numbers (the sandbox's destination numbers are in ``sms_ops.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.sns.state import SnsState

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        CheckIfPhoneNumberIsOptedOutRequest,
        CheckIfPhoneNumberIsOptedOutResponse,
        GetSMSSandboxAccountStatusRequest,
        GetSMSSandboxAccountStatusResponse,
        ListOriginationNumbersRequest,
        ListOriginationNumbersResponse,
        ListPhoneNumbersOptedOutRequest,
        ListPhoneNumbersOptedOutResponse,
    )


def get_sms_sandbox_account_status(
    state: SnsState, request: GetSMSSandboxAccountStatusRequest, ctx: RequestContext
) -> GetSMSSandboxAccountStatusResponse:
    return {"IsInSandbox": True}


def list_phone_numbers_opted_out(
    state: SnsState, request: ListPhoneNumbersOptedOutRequest, ctx: RequestContext
) -> ListPhoneNumbersOptedOutResponse:
    return {"phoneNumbers": []}


def check_if_phone_number_is_opted_out(
    state: SnsState, request: CheckIfPhoneNumberIsOptedOutRequest, ctx: RequestContext
) -> CheckIfPhoneNumberIsOptedOutResponse:
    return {"isOptedOut": False}


def list_origination_numbers(
    state: SnsState, request: ListOriginationNumbersRequest, ctx: RequestContext
) -> ListOriginationNumbersResponse:
    return {"PhoneNumbers": []}
