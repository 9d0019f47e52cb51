"""The Route 53 resource types through stacks: create, update in place (UPSERT, group diff, comment, tags,
health check), replacement, delete; a SAM-style alias record to an API Gateway domain."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Ip: {Type: String, Default: 192.0.2.10}
  Comment: {Type: String, Default: first}
  Weight: {Type: Number, Default: 70}
Resources:
  Zone:
    Type: AWS::Route53::HostedZone
    Properties:
      Name: stack.example
      HostedZoneConfig: {Comment: !Ref Comment}
      HostedZoneTags: [{Key: env, Value: dev}]
  Check:
    Type: AWS::Route53::HealthCheck
    Properties:
      HealthCheckConfig: {Type: HTTP, IPAddress: !Ref Ip, Port: 8080, ResourcePath: /health}
      HealthCheckTags: [{Key: Name, Value: primary}]
  Www:
    Type: AWS::Route53::RecordSet
    Properties:
      HostedZoneId: !Ref Zone
      Name: www.stack.example.
      Type: A
      TTL: '60'
      ResourceRecords: [!Ref Ip]
  Api:
    Type: AWS::Route53::RecordSet
    Properties:
      HostedZoneName: stack.example.
      Name: api.stack.example
      Type: A
      AliasTarget:
        HostedZoneId: Z1UJRXOUMOOFQ8
        DNSName: d-abc123.execute-api.us-east-1.amazonaws.com
  Group:
    Type: AWS::Route53::RecordSetGroup
    Properties:
      HostedZoneId: !Ref Zone
      Comment: weighted
      RecordSets:
        - {Name: w.stack.example, Type: A, TTL: '30', SetIdentifier: blue, Weight: !Ref Weight, ResourceRecords: [192.0.2.1], HealthCheckId: !Ref Check}
        - {Name: w.stack.example, Type: A, TTL: '30', SetIdentifier: green, Weight: 30, ResourceRecords: [192.0.2.2]}
Outputs:
  Servers:
    Value: !Join [',', !GetAtt Zone.NameServers]
  CheckId:
    Value: !GetAtt Check.HealthCheckId
  Www:
    Value: !Ref Www
"""


@pytest.fixture
def cfn(labcloud: Any) -> Any:
    return labcloud.boto3_client("cloudformation")


def _sets(r53: Any, zone: str) -> dict[tuple[str, str, str | None], dict[str, Any]]:
    found = r53.list_resource_record_sets(HostedZoneId=zone)["ResourceRecordSets"]
    return {(s["Name"], s["Type"], s.get("SetIdentifier")): s for s in found}


def test_a_zone_stack_created_updated_and_deleted(cfn: Any, r53: Any) -> None:
    cfn.create_stack(StackName="dns", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "dns")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "dns"))
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    resources = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="dns")["StackResources"]
    }
    zone = resources["Zone"]
    assert zone.startswith("Z") and outputs["Www"] == "www.stack.example"
    assert len(outputs["Servers"].split(",")) == 4
    got = r53.get_hosted_zone(Id=zone)["HostedZone"]
    assert got["Config"]["Comment"] == "first" and got["ResourceRecordSetCount"] == 6
    tags = r53.list_tags_for_resource(ResourceType="hostedzone", ResourceId=zone)["ResourceTagSet"]["Tags"]
    assert tags == [{"Key": "env", "Value": "dev"}]
    check = r53.get_health_check(HealthCheckId=outputs["CheckId"])["HealthCheck"]
    assert check["HealthCheckConfig"]["Port"] == 8080
    sets = _sets(r53, zone)
    assert sets[("www.stack.example.", "A", None)]["ResourceRecords"] == [{"Value": "192.0.2.10"}]
    assert (
        sets[("api.stack.example.", "A", None)]["AliasTarget"]["DNSName"]
        == "d-abc123.execute-api.us-east-1.amazonaws.com."
    )
    assert sets[("w.stack.example.", "A", "blue")]["HealthCheckId"] == outputs["CheckId"]
    assert sets[("w.stack.example.", "A", "blue")]["Weight"] == 70

    cfn.update_stack(
        StackName="dns",
        TemplateBody=TEMPLATE,
        Parameters=[
            {"ParameterKey": "Ip", "ParameterValue": "192.0.2.20"},
            {"ParameterKey": "Comment", "ParameterValue": "second"},
            {"ParameterKey": "Weight", "ParameterValue": "90"},
        ],
    )
    stack = wait_stack(cfn, "dns")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "dns"))
    after = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="dns")["StackResources"]
    }
    assert after["Zone"] == zone and after["Check"] == resources["Check"]  # in place
    assert r53.get_hosted_zone(Id=zone)["HostedZone"]["Config"]["Comment"] == "second"
    check = r53.get_health_check(HealthCheckId=outputs["CheckId"])["HealthCheck"]
    assert check["HealthCheckConfig"]["IPAddress"] == "192.0.2.20" and check["HealthCheckVersion"] == 2
    sets = _sets(r53, zone)
    assert sets[("www.stack.example.", "A", None)]["ResourceRecords"] == [{"Value": "192.0.2.20"}]
    assert sets[("w.stack.example.", "A", "blue")]["Weight"] == 90

    cfn.delete_stack(StackName="dns")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE", events(
        cfn, stack["StackId"]
    )
    assert r53.list_hosted_zones()["HostedZones"] == []
    assert r53.list_health_checks()["HealthChecks"] == []


def test_a_conflicting_record_fails_the_stack_with_route53s_reason(cfn: Any, r53: Any) -> None:
    template = """Resources:
  Zone:
    Type: AWS::Route53::HostedZone
    Properties: {Name: bad.example}
  Apex:
    Type: AWS::Route53::RecordSet
    Properties: {HostedZoneId: !Ref Zone, Name: bad.example, Type: CNAME, TTL: '60', ResourceRecords: [x.example.org]}
"""
    cfn.create_stack(StackName="baddns", TemplateBody=template)
    stack = wait_stack(cfn, "baddns")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        reason
        for logical, status, reason in events(cfn, "baddns")
        if logical == "Apex" and status == "CREATE_FAILED"
    ]
    assert (
        reasons
        and "InvalidChangeBatch" in (reasons[0] or "")
        and "not permitted at apex" in (reasons[0] or "")
    )
    assert r53.list_hosted_zones()["HostedZones"] == []


def test_a_sam_api_with_a_custom_domain_and_its_alias_record(cfn: Any, r53: Any, labcloud: Any) -> None:
    """The serverless pattern: an existing zone (a parameter), a regional API Gateway domain, and an alias
    record pointing at its regional domain name and hosted zone."""
    zone = r53.create_hosted_zone(Name="api.example", CallerReference="sam")["HostedZone"]["Id"].split("/")[
        -1
    ]
    template = """Transform: AWS::Serverless-2016-10-31
Parameters:
  ZoneId: {Type: AWS::Route53::HostedZone::Id}
Resources:
  Domain:
    Type: AWS::ApiGateway::DomainName
    Properties:
      DomainName: shop.api.example
      RegionalCertificateArn: arn:aws:acm:us-east-1:000000000000:certificate/11111111-2222-3333-4444-555555555555
      EndpointConfiguration: {Types: [REGIONAL]}
  Alias:
    Type: AWS::Route53::RecordSet
    Properties:
      HostedZoneId: !Ref ZoneId
      Name: shop.api.example
      Type: A
      AliasTarget:
        DNSName: !GetAtt Domain.RegionalDomainName
        HostedZoneId: !GetAtt Domain.RegionalHostedZoneId
"""
    cfn.create_stack(
        StackName="samdns",
        TemplateBody=template,
        Parameters=[{"ParameterKey": "ZoneId", "ParameterValue": zone}],
        Capabilities=["CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "samdns")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "samdns"))
    domain = labcloud.boto3_client("apigateway").get_domain_name(domainName="shop.api.example")
    sets = _sets(r53, zone)
    alias = sets[("shop.api.example.", "A", None)]["AliasTarget"]
    assert alias["DNSName"] == domain["regionalDomainName"].lower().rstrip(".") + "."
    assert alias["HostedZoneId"] == domain["regionalHostedZoneId"]
    cfn.delete_stack(StackName="samdns")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert ("shop.api.example.", "A", None) not in _sets(r53, zone)
