"""IoT's control plane through boto3 and the ``aws`` CLI: things with paging, policies, certificates with
their state rules and attachments, DescribeEndpoint, topic rules' life cycle, custom authorizers, and each
error code."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from iot_helpers import code, queue, role, sqs_rule

from labcloud.testing.server_process import LabcloudProcess

POLICY = json.dumps(
    {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "iot:Publish", "Resource": "*"}]}
)


def test_things_are_made_described_updated_paged_and_deleted(iot: Any) -> None:
    made = iot.create_thing(thingName="sensor-1", attributePayload={"attributes": {"room": "a"}})
    assert made["thingArn"] == "arn:aws:iot:us-east-1:000000000000:thing/sensor-1"
    again = iot.create_thing(thingName="sensor-1", attributePayload={"attributes": {"room": "a"}})
    assert again["thingId"] == made["thingId"]  # the same attributes: idempotent, as on AWS
    with pytest.raises(ClientError) as exists:
        iot.create_thing(thingName="sensor-1", attributePayload={"attributes": {"room": "b"}})
    assert code(exists.value) == "ResourceAlreadyExistsException"
    for n in range(2, 6):
        iot.create_thing(thingName=f"sensor-{n}")
    first = iot.list_things(maxResults=3)
    second = iot.list_things(maxResults=3, nextToken=first["nextToken"])
    assert [t["thingName"] for t in first["things"] + second["things"]] == [
        f"sensor-{n}" for n in range(1, 6)
    ]
    assert "nextToken" not in second
    assert [t["thingName"] for t in iot.list_things(attributeName="room", attributeValue="a")["things"]] == [
        "sensor-1"
    ]
    iot.update_thing(thingName="sensor-1", attributePayload={"attributes": {"floor": "2"}, "merge": True})
    described = iot.describe_thing(thingName="sensor-1")
    assert described["attributes"] == {"room": "a", "floor": "2"} and described["version"] == 2
    with pytest.raises(ClientError) as stale:
        iot.update_thing(thingName="sensor-1", expectedVersion=1)
    assert code(stale.value) == "VersionConflictException"
    iot.delete_thing(thingName="sensor-1")
    with pytest.raises(ClientError) as gone:
        iot.describe_thing(thingName="sensor-1")
    assert code(gone.value) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as bad_name:
        iot.create_thing(thingName="has space")
    assert code(bad_name.value) == "InvalidRequestException"
    with pytest.raises(ClientError) as typed:
        iot.create_thing(thingName="typed", thingTypeName="lamp")
    assert (
        code(typed.value) == "InvalidRequestException"
        and "thing types" in typed.value.response["Error"]["Message"]
    )


def test_policies_certificates_and_their_attachments(iot: Any) -> None:
    with pytest.raises(ClientError) as malformed:
        iot.create_policy(policyName="p", policyDocument="{not json")
    assert code(malformed.value) == "MalformedPolicyException"
    made = iot.create_policy(policyName="p", policyDocument=POLICY, tags=[{"Key": "team", "Value": "lab"}])
    assert made["policyVersionId"] == "1" and iot.get_policy(policyName="p")["policyDocument"] == POLICY
    assert iot.list_tags_for_resource(resourceArn=made["policyArn"])["tags"] == [
        {"Key": "team", "Value": "lab"}
    ]
    with pytest.raises(ClientError) as too_many:
        iot.create_policy(
            policyName="p51", policyDocument=POLICY, tags=[{"Key": f"k{i}", "Value": "v"} for i in range(51)]
        )
    assert code(too_many.value) == "InvalidRequestException"
    assert [p["policyName"] for p in iot.list_policies()["policies"]] == ["p"]
    with pytest.raises(ClientError) as exists:
        iot.create_policy(policyName="p", policyDocument=POLICY)
    assert code(exists.value) == "ResourceAlreadyExistsException"
    cert = iot.create_keys_and_certificate(setAsActive=True)
    parsed = x509.load_pem_x509_certificate(cert["certificatePem"].encode())
    assert parsed.public_key().key_size == 2048 and "BEGIN RSA PRIVATE KEY" in cert["keyPair"]["PrivateKey"]
    assert (
        iot.describe_certificate(certificateId=cert["certificateId"])["certificateDescription"]["status"]
        == "ACTIVE"
    )
    iot.create_thing(thingName="device")
    iot.attach_policy(policyName="p", target=cert["certificateArn"])
    iot.attach_thing_principal(thingName="device", principal=cert["certificateArn"])
    assert iot.list_thing_principals(thingName="device")["principals"] == [cert["certificateArn"]]
    assert iot.list_attached_policies(target=cert["certificateArn"])["policies"][0]["policyName"] == "p"
    with pytest.raises(ClientError) as attached:
        iot.delete_policy(policyName="p")
    assert code(attached.value) == "DeleteConflictException"
    with pytest.raises(ClientError) as active:
        iot.delete_certificate(certificateId=cert["certificateId"])
    assert code(active.value) == "CertificateStateException"
    iot.update_certificate(certificateId=cert["certificateId"], newStatus="INACTIVE")
    with pytest.raises(ClientError) as still_attached:
        iot.delete_certificate(certificateId=cert["certificateId"])
    assert code(still_attached.value) == "DeleteConflictException"
    iot.detach_policy(policyName="p", target=cert["certificateArn"])
    iot.detach_thing_principal(thingName="device", principal=cert["certificateArn"])
    iot.delete_certificate(certificateId=cert["certificateId"])
    iot.delete_policy(policyName="p")
    assert iot.list_certificates()["certificates"] == [] and iot.list_policies()["policies"] == []
    with pytest.raises(ClientError) as missing:
        iot.describe_certificate(certificateId="0" * 64)
    assert code(missing.value) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as bad_csr:
        iot.create_certificate_from_csr(certificateSigningRequest="-----BEGIN CERTIFICATE REQUEST-----\nxx")
    assert code(bad_csr.value) == "InvalidRequestException"
    revoked = iot.create_keys_and_certificate(setAsActive=False)
    iot.update_certificate(certificateId=revoked["certificateId"], newStatus="REVOKED")
    with pytest.raises(ClientError) as final:
        iot.update_certificate(certificateId=revoked["certificateId"], newStatus="ACTIVE")
    assert code(final.value) == "CertificateStateException"


def test_describe_endpoint_answers_labcloud(iot: Any, labcloud: LabcloudProcess) -> None:
    address = iot.describe_endpoint(endpointType="iot:Data-ATS")["endpointAddress"]
    assert labcloud.endpoint.endswith(address)
    with pytest.raises(ClientError) as bad:
        iot.describe_endpoint(endpointType="iot:Nope")
    assert code(bad.value) == "InvalidRequestException"


def test_topic_rules_life_cycle_and_refusals(iot: Any, labcloud: LabcloudProcess) -> None:
    url = queue(labcloud, "rule-life")
    arn = role(labcloud, "rule-life-role", ["sqs:SendMessage"])
    iot.create_topic_rule(ruleName="r1", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'a/+'"))
    got = iot.get_topic_rule(ruleName="r1")
    assert got["ruleArn"] == "arn:aws:iot:us-east-1:000000000000:rule/r1"
    assert got["rule"]["sql"] == "SELECT * FROM 'a/+'" and got["rule"]["awsIotSqlVersion"] == "2016-03-23"
    with pytest.raises(ClientError) as exists:
        iot.create_topic_rule(ruleName="r1", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'a'"))
    assert code(exists.value) == "ResourceAlreadyExistsException"
    iot.replace_topic_rule(ruleName="r1", topicRulePayload=sqs_rule(url, arn, "SELECT x FROM 'b/#'"))
    iot.disable_topic_rule(ruleName="r1")
    listed = iot.list_topic_rules()["rules"]
    assert [(r["ruleName"], r["topicPattern"], r["ruleDisabled"]) for r in listed] == [("r1", "b/#", True)]
    iot.enable_topic_rule(ruleName="r1")
    assert iot.list_topic_rules(ruleDisabled=True)["rules"] == []
    with pytest.raises(ClientError) as bad_sql:
        iot.create_topic_rule(ruleName="r2", topicRulePayload=sqs_rule(url, arn, "SELECT FROM WHERE"))
    assert code(bad_sql.value) == "SqlParseException"
    with pytest.raises(ClientError) as bad_function:
        iot.create_topic_rule(ruleName="r2", topicRulePayload=sqs_rule(url, arn, "SELECT nope(x) FROM 'a'"))
    assert code(bad_function.value) == "SqlParseException"
    with pytest.raises(ClientError) as bad_filter:
        iot.create_topic_rule(ruleName="r2", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'a/#/b'"))
    assert code(bad_filter.value) == "SqlParseException"
    http = {"sql": "SELECT * FROM 'a'", "actions": [{"http": {"url": "https://example.com"}}]}
    with pytest.raises(ClientError) as refused:
        iot.create_topic_rule(ruleName="r2", topicRulePayload=http)
    assert (
        code(refused.value) == "InvalidRequestException"
        and "http" in refused.value.response["Error"]["Message"]
    )
    with pytest.raises(ClientError) as destination:
        iot.create_topic_rule_destination(
            destinationConfiguration={"httpUrlConfiguration": {"confirmationUrl": "https://x"}}
        )
    assert code(destination.value) == "InvalidRequestException"
    rule_arn = got["ruleArn"]
    iot.tag_resource(
        resourceArn=rule_arn, tags=[{"Key": "team", "Value": "a"}, {"Key": "env", "Value": "dev"}]
    )
    iot.untag_resource(resourceArn=rule_arn, tagKeys=["env"])
    assert iot.list_tags_for_resource(resourceArn=rule_arn)["tags"] == [{"Key": "team", "Value": "a"}]
    with pytest.raises(ClientError) as untaggable:
        iot.list_tags_for_resource(resourceArn="arn:aws:iot:us-east-1:000000000000:thing/x")
    assert code(untaggable.value) == "InvalidRequestException"
    iot.create_topic_rule(
        ruleName="tagged", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'a'"), tags="k=v&k2="
    )
    tagged_arn = rule_arn.replace("rule/r1", "rule/tagged")
    assert iot.list_tags_for_resource(resourceArn=tagged_arn)["tags"] == [
        {"Key": "k", "Value": "v"},
        {"Key": "k2", "Value": ""},
    ]
    iot.delete_topic_rule(ruleName="tagged")
    iot.delete_topic_rule(ruleName="r1")
    with pytest.raises(ClientError) as gone_tags:
        iot.list_tags_for_resource(resourceArn=rule_arn)
    assert code(gone_tags.value) == "ResourceNotFoundException"
    for call in (iot.get_topic_rule, iot.delete_topic_rule, iot.enable_topic_rule, iot.disable_topic_rule):
        with pytest.raises(ClientError) as missing:  # AWS IoT's answer for a rule that is not there
            call(ruleName="r1")
        assert code(missing.value) == "UnauthorizedException"


def test_the_aws_cli_reaches_both_planes_with_the_endpoint_url_alone(labcloud: LabcloudProcess) -> None:
    made = labcloud.aws_json("iot", "create-thing", "--thing-name", "cli-thing")
    assert made["thingName"] == "cli-thing"
    labcloud.aws(
        "iot-data",
        "update-thing-shadow",
        "--thing-name",
        "cli-thing",
        "--payload",
        '{"state":{"reported":{"on":true}}}',
        "/dev/null",
    )
    labcloud.aws("iot-data", "publish", "--topic", "cli/topic", "--payload", "hello", "--retain")
    kept = labcloud.aws_json("iot-data", "list-retained-messages")["retainedTopics"]
    assert [(m["topic"], m["payloadSize"]) for m in kept] == [("cli/topic", 5)]
    failed = labcloud.aws("iot", "describe-thing", "--thing-name", "nobody", check=False)
    assert failed.returncode != 0 and "ResourceNotFoundException" in failed.stderr


def _public_key_pem() -> str:
    key = ec.generate_private_key(ec.SECP256R1()).public_key()
    return key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


def test_custom_authorizers_life_cycle_and_refusals(iot: Any) -> None:
    function = "arn:aws:lambda:us-east-1:000000000000:function:authorize"
    made = iot.create_authorizer(
        authorizerName="open",
        authorizerFunctionArn=function,
        signingDisabled=True,
        tags=[{"Key": "k", "Value": "v"}],
    )
    assert made["authorizerArn"] == "arn:aws:iot:us-east-1:000000000000:authorizer/open"
    iot.create_authorizer(
        authorizerName="signed",
        authorizerFunctionArn=function,
        tokenKeyName="token",
        tokenSigningPublicKeys={"k1": _public_key_pem()},
        status="INACTIVE",
    )
    described = iot.describe_authorizer(authorizerName="open")["authorizerDescription"]
    assert described["status"] == "ACTIVE" and described["signingDisabled"] is True
    assert described["authorizerFunctionArn"] == function and "creationDate" in described
    assert iot.list_tags_for_resource(resourceArn=made["authorizerArn"])["tags"] == [
        {"Key": "k", "Value": "v"}
    ]
    assert [a["authorizerName"] for a in iot.list_authorizers()["authorizers"]] == ["open", "signed"]
    assert [a["authorizerName"] for a in iot.list_authorizers(status="INACTIVE")["authorizers"]] == ["signed"]
    first = iot.list_authorizers(pageSize=1, ascendingOrder=False)
    assert [a["authorizerName"] for a in first["authorizers"]] == ["signed"]
    rest = iot.list_authorizers(pageSize=1, ascendingOrder=False, marker=first["nextMarker"])
    assert [a["authorizerName"] for a in rest["authorizers"]] == ["open"] and "nextMarker" not in rest
    iot.update_authorizer(authorizerName="signed", status="ACTIVE")
    assert iot.describe_authorizer(authorizerName="signed")["authorizerDescription"]["status"] == "ACTIVE"
    refusals: list[tuple[str, dict[str, Any], str]] = [
        (
            "create",
            {"authorizerName": "open", "authorizerFunctionArn": function, "signingDisabled": True},
            "ResourceAlreadyExistsException",
        ),
        (
            "create",
            {"authorizerName": "nokeys", "authorizerFunctionArn": function},
            "InvalidRequestException",
        ),
        (
            "create",
            {
                "authorizerName": "badkey",
                "authorizerFunctionArn": function,
                "tokenKeyName": "t",
                "tokenSigningPublicKeys": {"k": "not a key"},
            },
            "InvalidRequestException",
        ),
        (
            "create",
            {
                "authorizerName": "badfn",
                "authorizerFunctionArn": "arn:aws:sqs:us-east-1:1:q",
                "signingDisabled": True,
            },
            "InvalidRequestException",
        ),
        ("update", {"authorizerName": "signed", "tokenSigningPublicKeys": {}}, "InvalidRequestException"),
        ("describe", {"authorizerName": "missing"}, "ResourceNotFoundException"),
        ("delete", {"authorizerName": "missing"}, "ResourceNotFoundException"),
    ]
    for verb, kwargs, expected in refusals:
        with pytest.raises(ClientError) as refused:
            getattr(iot, f"{verb}_authorizer")(**kwargs)
        assert code(refused.value) == expected, (verb, kwargs)
    with pytest.raises(ClientError) as active:
        iot.delete_authorizer(authorizerName="open")
    assert code(active.value) == "InvalidRequestException"
    for name in ("open", "signed"):
        iot.update_authorizer(authorizerName=name, status="INACTIVE")
        iot.delete_authorizer(authorizerName=name)
    assert iot.list_authorizers()["authorizers"] == []
