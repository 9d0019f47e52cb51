"""Mobile push: platform applications and endpoints kept as AWS keeps them, messages to endpoints
(directly and through topic subscriptions) recorded in the outbox, and AWS's errors for each."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sns_helpers import error_of, events, queue, receive, unique

from labcloud.testing.server_process import LabcloudProcess

OTHER = "111111111111"


def _app(sns: Any, platform: str = "GCM", **attributes: str) -> str:
    attributes.setdefault("PlatformCredential", "server-key")
    if platform.startswith("APNS"):
        attributes.setdefault("PlatformPrincipal", "certificate")
    return str(
        sns.create_platform_application(Name=unique("app"), Platform=platform, Attributes=attributes)[
            "PlatformApplicationArn"
        ]
    )


def _outbox(labcloud: Any) -> list[dict[str, Any]]:
    return list(labcloud.get("/_labcloud/sns/outbox?limit=1000")["messages"])


def test_platform_application_lifecycle(sns: Any, labcloud: Any) -> None:
    name = unique("app")
    arn = sns.create_platform_application(
        Name=name, Platform="APNS", Attributes={"PlatformCredential": "key", "PlatformPrincipal": "cert"}
    )["PlatformApplicationArn"]
    assert arn == f"arn:aws:sns:us-east-1:000000000000:app/APNS/{name}"
    # credentials are write-only, as on AWS
    assert sns.get_platform_application_attributes(PlatformApplicationArn=arn)["Attributes"] == {
        "Enabled": "true"
    }
    sns.set_platform_application_attributes(
        PlatformApplicationArn=arn, Attributes={"SuccessFeedbackSampleRate": "50"}
    )
    shown = sns.get_platform_application_attributes(PlatformApplicationArn=arn)["Attributes"]
    assert shown == {"Enabled": "true", "SuccessFeedbackSampleRate": "50"}
    listed = {a["PlatformApplicationArn"] for a in sns.list_platform_applications()["PlatformApplications"]}
    assert arn in listed
    assert labcloud.aws_json("sns", "list-platform-applications")["PlatformApplications"]
    endpoint = sns.create_platform_endpoint(PlatformApplicationArn=arn, Token="device-1")["EndpointArn"]
    sns.delete_platform_application(PlatformApplicationArn=arn)
    sns.delete_platform_application(PlatformApplicationArn=arn)  # idempotent
    assert error_of(lambda: sns.get_platform_application_attributes(PlatformApplicationArn=arn)) == {
        "code": "NotFound",
        "message": "PlatformApplication does not exist",
        "status": 404,
    }
    # its endpoints went with it
    assert error_of(lambda: sns.get_endpoint_attributes(EndpointArn=endpoint))["code"] == "NotFound"


@pytest.mark.parametrize(
    ("name", "platform", "attributes", "fragment"),
    [
        ("bad name!", "GCM", {"PlatformCredential": "k"}, "Name Reason"),
        ("ok", "SMOKE", {"PlatformCredential": "k"}, "Platform Reason"),
        ("ok", "GCM", {"SuccessFeedbackSampleRate": "5"}, "PlatformCredential attribute is required"),
        ("ok", "APNS", {"PlatformCredential": "k"}, "PlatformPrincipal attribute is required"),
        ("ok", "GCM", {"PlatformCredential": "k", "Colour": "red"}, "Invalid attribute name: Colour"),
        (
            "ok",
            "GCM",
            {"PlatformCredential": "k", "SuccessFeedbackSampleRate": "101"},
            "SuccessFeedbackSampleRate",
        ),
        (
            "ok",
            "GCM",
            {"PlatformCredential": "k", "EventEndpointCreated": "not-an-arn"},
            "EventEndpointCreated",
        ),
    ],
)
def test_platform_application_refusals(
    sns: Any, name: str, platform: str, attributes: dict[str, str], fragment: str
) -> None:
    err = error_of(
        lambda: sns.create_platform_application(Name=name, Platform=platform, Attributes=attributes)
    )
    assert (err["code"], err["status"]) == ("InvalidParameter", 400)
    assert err["message"].startswith("Invalid parameter: ") and fragment in err["message"]


def test_endpoint_lifecycle_and_idempotent_create(sns: Any) -> None:
    app = _app(sns)
    first = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="tok-1", CustomUserData="user 7")[
        "EndpointArn"
    ]
    assert first.startswith(app.replace(":app/", ":endpoint/") + "/")
    again = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="tok-1", CustomUserData="user 7")
    assert again["EndpointArn"] == first
    err = error_of(
        lambda: sns.create_platform_endpoint(
            PlatformApplicationArn=app, Token="tok-1", CustomUserData="other"
        )
    )
    assert err["code"] == "InvalidParameter"
    assert err["message"] == (
        f"Invalid parameter: Token Reason: Endpoint {first} already exists with the same Token, "
        "but different attributes."
    )
    assert sns.get_endpoint_attributes(EndpointArn=first)["Attributes"] == {
        "CustomUserData": "user 7",
        "Enabled": "true",
        "Token": "tok-1",
    }
    sns.set_endpoint_attributes(EndpointArn=first, Attributes={"Enabled": "false", "Token": "tok-2"})
    assert sns.get_endpoint_attributes(EndpointArn=first)["Attributes"]["Token"] == "tok-2"
    second = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="tok-3")["EndpointArn"]
    listed = sns.list_endpoints_by_platform_application(PlatformApplicationArn=app)["Endpoints"]
    assert {e["EndpointArn"] for e in listed} == {first, second}
    assert (
        error_of(lambda: sns.set_endpoint_attributes(EndpointArn=first, Attributes={"Enabled": "yes"}))[
            "code"
        ]
        == "InvalidParameter"
    )
    sns.delete_endpoint(EndpointArn=first)
    sns.delete_endpoint(EndpointArn=first)  # idempotent
    assert error_of(lambda: sns.get_endpoint_attributes(EndpointArn=first)) == {
        "code": "NotFound",
        "message": "Endpoint does not exist",
        "status": 404,
    }
    assert (
        error_of(lambda: sns.create_platform_endpoint(PlatformApplicationArn=app + "x", Token="t"))["code"]
        == "NotFound"
    )
    assert (
        error_of(lambda: sns.get_endpoint_attributes(EndpointArn="arn:aws:sns:us-east-1:000000000000:x"))[
            "code"
        ]
        == "InvalidParameter"
    )


def test_publish_to_an_endpoint_is_recorded(sns: Any, labcloud: Any) -> None:
    app = _app(sns, "GCM")
    endpoint = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="phone")["EndpointArn"]
    structured = json.dumps({"default": "plain", "GCM": json.dumps({"notification": {"title": "hi"}})})
    message_id = sns.publish(TargetArn=endpoint, Message=structured, MessageStructure="json")["MessageId"]
    sent = [m for m in _outbox(labcloud) if m["endpoint"] == endpoint]
    assert [(m["protocol"], m["message"]["MessageId"]) for m in sent] == [("application", message_id)]
    assert json.loads(sent[0]["message"]["Message"]) == {"notification": {"title": "hi"}}
    assert events(labcloud, "sns.push.sent", endpoint)
    sns.set_endpoint_attributes(EndpointArn=endpoint, Attributes={"Enabled": "false"})
    assert error_of(lambda: sns.publish(TargetArn=endpoint, Message="m")) == {
        "code": "EndpointDisabled",
        "message": "Endpoint is disabled",
        "status": 400,
    }
    sns.delete_endpoint(EndpointArn=endpoint)
    err = error_of(lambda: sns.publish(TargetArn=endpoint, Message="m"))
    assert (err["code"], err["message"]) == (
        "InvalidParameter",
        "Invalid parameter: TargetArn Reason: No endpoint found for the target arn specified",
    )


def test_topic_fans_out_to_endpoints_and_reports_failures(sns: Any, sqs: Any, labcloud: Any) -> None:
    failures = sns.create_topic(Name=unique("push-failures"))["TopicArn"]
    url, arn = queue(sqs, unique("failures"), failures)
    sns.subscribe(TopicArn=failures, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    app = _app(sns, "APNS", EventDeliveryFailure=failures, EventEndpointCreated=failures)
    live = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="a")["EndpointArn"]
    created = json.loads(receive(sqs, url)[0]["Body"])
    assert (created["Type"], created["EndpointArn"], created["Resource"]) == ("EndpointCreated", live, app)
    off = sns.create_platform_endpoint(
        PlatformApplicationArn=app, Token="b", Attributes={"Enabled": "false"}
    )["EndpointArn"]
    receive(sqs, url)  # its EndpointCreated event
    topic = sns.create_topic(Name=unique("news"))["TopicArn"]
    for endpoint in (live, off):
        sns.subscribe(TopicArn=topic, Protocol="application", Endpoint=endpoint)
    message_id = sns.publish(TopicArn=topic, Message="breaking")["MessageId"]
    delivered = [m for m in _outbox(labcloud) if m["message"].get("MessageId") == message_id]
    assert [(m["protocol"], m["endpoint"]) for m in delivered] == [("application", live)]
    failure = json.loads(receive(sqs, url)[0]["Body"])
    assert (failure["Type"], failure["EndpointArn"]) == ("DeliveryFailure", off)
    failed = [
        e for e in events(labcloud, "sns.delivery.failed", topic) if e["data"]["message_id"] == message_id
    ]
    assert [e["data"]["reason"] for e in failed] == ["EndpointDisabled"]
    err = error_of(lambda: sns.subscribe(TopicArn=topic, Protocol="application", Endpoint="device-token"))
    assert err["code"] == "InvalidParameter"


def test_other_accounts_cannot_see_applications(sns: Any, labcloud: Any) -> None:
    app = _app(sns)
    other = labcloud.boto3_client("sns", aws_access_key_id=OTHER)
    assert app not in {
        a["PlatformApplicationArn"] for a in other.list_platform_applications()["PlatformApplications"]
    }
    err = error_of(lambda: other.create_platform_endpoint(PlatformApplicationArn=app, Token="t"))
    assert (err["code"], err["message"]) == ("NotFound", "PlatformApplication does not exist")


def test_platform_records_survive_kill(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        sns = server.boto3_client("sns")
        app = _app(sns, "GCM", SuccessFeedbackSampleRate="10")
        endpoint = sns.create_platform_endpoint(PlatformApplicationArn=app, Token="kept", CustomUserData="u")[
            "EndpointArn"
        ]
        server.kill()
        server.start()
        sns = server.boto3_client("sns")
        assert (
            sns.get_platform_application_attributes(PlatformApplicationArn=app)["Attributes"][
                "SuccessFeedbackSampleRate"
            ]
            == "10"
        )
        assert sns.get_endpoint_attributes(EndpointArn=endpoint)["Attributes"]["CustomUserData"] == "u"
    finally:
        server.stop()
