"""SMS for an account in the SMS sandbox, as AWS runs it: destination numbers added, verified with a
one-time password (sent as an SMS, which labcloud records in the outbox) and deleted; the account's
SMS preferences (GetSMSAttributes/SetSMSAttributes); opting a number back in."""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.events import emit
from labcloud.services.sns.repo.sms import SandboxNumber
from labcloud.services.sns.state import SnsState

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        CreateSMSSandboxPhoneNumberRequest,
        CreateSMSSandboxPhoneNumberResponse,
        DeleteSMSSandboxPhoneNumberRequest,
        DeleteSMSSandboxPhoneNumberResponse,
        GetSMSAttributesRequest,
        GetSMSAttributesResponse,
        ListSMSSandboxPhoneNumbersRequest,
        ListSMSSandboxPhoneNumbersResponse,
        OptInPhoneNumberRequest,
        OptInPhoneNumberResponse,
        SetSMSAttributesRequest,
        SetSMSAttributesResponse,
        SMSSandboxPhoneNumber,
        VerifySMSSandboxPhoneNumberRequest,
        VerifySMSSandboxPhoneNumberResponse,
    )

#: AWS lets a sandboxed account keep ten destination numbers.
MAX_NUMBERS = 10
_E164 = re.compile(r"^\+[1-9][0-9]{1,14}$")
_LANGUAGES = frozenset(
    {
        "en-US",
        "en-GB",
        "es-419",
        "es-ES",
        "de-DE",
        "fr-CA",
        "fr-FR",
        "it-IT",
        "ja-JP",
        "pt-BR",
        "kr-KR",
        "zh-CN",
        "zh-TW",
    }
)
_SMS_TYPES = frozenset({"Promotional", "Transactional"})
SMS_ATTRIBUTES = frozenset(
    {
        "MonthlySpendLimit",
        "DeliveryStatusIAMRole",
        "DeliveryStatusSuccessSamplingRate",
        "DefaultSenderID",
        "DefaultSMSType",
        "UsageReportS3Bucket",
    }
)


def _not_found(phone: str) -> AwsError:
    return AwsError("ResourceNotFound", f"Phone number {phone} is not in the SMS sandbox", status=404)


def _e164(phone: str) -> str:
    if not _E164.match(phone):
        raise invalid_parameter("PhoneNumber Reason: the phone number must be in E.164 format")
    return phone


def create_sms_sandbox_phone_number(
    state: SnsState, request: CreateSMSSandboxPhoneNumberRequest, ctx: RequestContext
) -> CreateSMSSandboxPhoneNumberResponse:
    phone = _e164(request["PhoneNumber"])
    language = request.get("LanguageCode") or "en-US"
    if language not in _LANGUAGES:
        raise invalid_parameter(f"LanguageCode Reason: {language} is not supported")
    now = clock.now()
    with state.store.transaction():
        existing = state.sms.number(ctx.account_id, ctx.region, phone)
        if existing is not None and existing.status == "Verified":
            raise AwsError("UserError", f"Phone number {phone} is already verified", status=400)
        if existing is None and len(state.sms.numbers(ctx.account_id, ctx.region)) >= MAX_NUMBERS:
            raise AwsError(
                "UserError",
                f"An account in the SMS sandbox may have at most {MAX_NUMBERS} phone numbers",
                status=400,
            )
        otp = f"{secrets.randbelow(10**6):06d}"
        state.sms.put_number(ctx.account_id, ctx.region, SandboxNumber(phone, "Pending", otp), now)
        state.deliveries.record(
            ctx.account_id,
            ctx.region,
            "sms",
            phone,
            None,
            {"Type": "Verification", "Message": f"Your Amazon SNS verification code (labcloud) is {otp}"},
            now,
        )
        emit(state, "sns.sms.sandbox_number_added", ctx.account_id, ctx.region, phone)
    return {}


def verify_sms_sandbox_phone_number(
    state: SnsState, request: VerifySMSSandboxPhoneNumberRequest, ctx: RequestContext
) -> VerifySMSSandboxPhoneNumberResponse:
    phone = _e164(request["PhoneNumber"])
    with state.store.transaction():
        found = state.sms.number(ctx.account_id, ctx.region, phone)
        if found is None:
            raise _not_found(phone)
        if found.status != "Verified":
            if not secrets.compare_digest(found.otp, request["OneTimePassword"]):
                raise AwsError("VerificationException", "Invalid one-time password", status=400)
            state.sms.put_number(
                ctx.account_id, ctx.region, SandboxNumber(phone, "Verified", ""), clock.now()
            )
            emit(state, "sns.sms.sandbox_number_verified", ctx.account_id, ctx.region, phone)
    return {}


def delete_sms_sandbox_phone_number(
    state: SnsState, request: DeleteSMSSandboxPhoneNumberRequest, ctx: RequestContext
) -> DeleteSMSSandboxPhoneNumberResponse:
    phone = _e164(request["PhoneNumber"])
    with state.store.transaction():
        if state.sms.number(ctx.account_id, ctx.region, phone) is None:
            raise _not_found(phone)
        state.sms.remove_number(ctx.account_id, ctx.region, phone)
    return {}


def list_sms_sandbox_phone_numbers(
    state: SnsState, request: ListSMSSandboxPhoneNumbersRequest, ctx: RequestContext
) -> ListSMSSandboxPhoneNumbersResponse:
    numbers: list[SMSSandboxPhoneNumber] = [
        {"PhoneNumber": n.phone, "Status": n.status} for n in state.sms.numbers(ctx.account_id, ctx.region)
    ]
    return {"PhoneNumbers": numbers}


def get_sms_attributes(
    state: SnsState, request: GetSMSAttributesRequest, ctx: RequestContext
) -> GetSMSAttributesResponse:
    kept = state.sms.settings(ctx.account_id, ctx.region)
    wanted = request.get("attributes")
    if wanted:
        kept = {k: v for k, v in kept.items() if k in wanted}
    return {"attributes": kept}


def set_sms_attributes(
    state: SnsState, request: SetSMSAttributesRequest, ctx: RequestContext
) -> SetSMSAttributesResponse:
    changes = {k: "" if v is None else str(v) for k, v in request["attributes"].items()}
    for name, value in changes.items():
        if name not in SMS_ATTRIBUTES:
            raise invalid_parameter(f"{name} Reason: is not a valid SMS attribute")
        if name == "DefaultSMSType" and value not in _SMS_TYPES:
            raise invalid_parameter("DefaultSMSType Reason: must be Promotional or Transactional")
        if name == "DeliveryStatusSuccessSamplingRate" and not (value.isdigit() and int(value) <= 100):
            raise invalid_parameter(
                "DeliveryStatusSuccessSamplingRate Reason: must be an integer from 0 to 100"
            )
        if name == "MonthlySpendLimit" and not value.isdigit():
            raise invalid_parameter("MonthlySpendLimit Reason: must be a whole number of US dollars")
    with state.store.transaction():
        merged = {**state.sms.settings(ctx.account_id, ctx.region), **changes}
        state.sms.put_settings(ctx.account_id, ctx.region, {k: v for k, v in merged.items() if v != ""})
    return {}


def opt_in_phone_number(
    state: SnsState, request: OptInPhoneNumberRequest, ctx: RequestContext
) -> OptInPhoneNumberResponse:
    """No number is ever opted out here (nobody can reply STOP), so opting in only checks the number."""
    if not re.match(r"^\+?[0-9]{6,15}$", request["phoneNumber"]):
        raise invalid_parameter("phoneNumber Reason: is not a valid phone number")
    return {}
