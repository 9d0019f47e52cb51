"""SMS as for an account in the SMS sandbox: destination numbers added, verified with the one-time
password (recorded in the outbox as the SMS it would be), deleted; the account's SMS preferences."""

from __future__ import annotations

import re
from typing import Any

from sns_helpers import error_of

OTHER = "222222222222"


def _password(labcloud: Any, phone: str) -> str:
    sent = [
        m
        for m in labcloud.get("/_labcloud/sns/outbox?limit=1000")["messages"]
        if m["endpoint"] == phone and m["message"].get("Type") == "Verification"
    ]
    found = re.search(r"\b(\d{6})\b", sent[0]["message"]["Message"])
    assert found is not None
    return found.group(1)


def test_add_verify_and_delete_a_sandbox_number(labcloud: Any) -> None:
    sns = labcloud.boto3_client("sns", aws_access_key_id=OTHER)
    phone = "+15555550142"
    sns.create_sms_sandbox_phone_number(PhoneNumber=phone, LanguageCode="pt-BR")
    assert sns.list_sms_sandbox_phone_numbers()["PhoneNumbers"] == [
        {"PhoneNumber": phone, "Status": "Pending"}
    ]
    code = _password(labcloud, phone)
    wrong = "000000" if code != "000000" else "111111"
    err = error_of(lambda: sns.verify_sms_sandbox_phone_number(PhoneNumber=phone, OneTimePassword=wrong))
    assert (err["code"], err["status"]) == ("VerificationException", 400)
    sns.verify_sms_sandbox_phone_number(PhoneNumber=phone, OneTimePassword=code)
    assert sns.list_sms_sandbox_phone_numbers()["PhoneNumbers"] == [
        {"PhoneNumber": phone, "Status": "Verified"}
    ]
    assert error_of(lambda: sns.create_sms_sandbox_phone_number(PhoneNumber=phone))["code"] == "UserError"
    sns.delete_sms_sandbox_phone_number(PhoneNumber=phone)
    assert sns.list_sms_sandbox_phone_numbers()["PhoneNumbers"] == []
    err = error_of(lambda: sns.delete_sms_sandbox_phone_number(PhoneNumber=phone))
    assert (err["code"], err["status"]) == ("ResourceNotFound", 404)
    err = error_of(lambda: sns.verify_sms_sandbox_phone_number(PhoneNumber=phone, OneTimePassword=code))
    assert err["code"] == "ResourceNotFound"
    assert error_of(lambda: sns.create_sms_sandbox_phone_number(PhoneNumber="5555550142"))["code"] == (
        "InvalidParameter"
    )
    assert (
        error_of(lambda: sns.create_sms_sandbox_phone_number(PhoneNumber=phone, LanguageCode="xx-XX"))["code"]
        == "InvalidParameter"
    )


def test_a_sandbox_holds_ten_numbers(labcloud: Any) -> None:
    sns = labcloud.boto3_client("sns", aws_access_key_id="333333333333")
    for i in range(10):
        sns.create_sms_sandbox_phone_number(PhoneNumber=f"+1555555{i:04d}")
    err = error_of(lambda: sns.create_sms_sandbox_phone_number(PhoneNumber="+15555559999"))
    assert (err["code"], err["status"]) == ("UserError", 400)


def test_sms_attributes(labcloud: Any) -> None:
    sns = labcloud.boto3_client("sns", aws_access_key_id="444444444444")
    assert sns.get_sms_attributes()["attributes"] == {}
    sns.set_sms_attributes(attributes={"DefaultSMSType": "Transactional", "MonthlySpendLimit": "5"})
    assert sns.get_sms_attributes()["attributes"] == {
        "DefaultSMSType": "Transactional",
        "MonthlySpendLimit": "5",
    }
    assert sns.get_sms_attributes(attributes=["DefaultSMSType"])["attributes"] == {
        "DefaultSMSType": "Transactional"
    }
    for bad in ({"DefaultSMSType": "Loud"}, {"Colour": "red"}, {"DeliveryStatusSuccessSamplingRate": "300"}):
        assert error_of(lambda b=bad: sns.set_sms_attributes(attributes=b))["code"] == "InvalidParameter"
    sns.opt_in_phone_number(phoneNumber="+15555550100")
    assert error_of(lambda: sns.opt_in_phone_number(phoneNumber="call me"))["code"] == "InvalidParameter"
