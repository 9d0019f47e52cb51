"""CloudFormation's AWS::ApiGateway::VpcLink, DomainNameV2, BasePathMappingV2 and
DomainNameAccessAssociation: a stack that makes a private API reachable at a private custom domain name
through a VPC endpoint, its in-place updates (the link's name, the name's policy, the mapping's stage) and
replacements (the link's targets), each Ref and attribute, and everything gone with the stack."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from apigw_helpers import wait_stack

from labcloud.testing.server_process import LabcloudProcess

NAME = "cfn-private.example.test"
CERTIFICATE = "arn:aws:acm:us-east-1:000000000000:certificate/11111111-2222-3333-4444-555555555555"
MOCK_BODY = {
    "openapi": "3.0.1",
    "info": {"title": "cfn-private"},
    "paths": {
        "/": {
            "get": {
                "responses": {"200": {"description": "ok"}},
                "x-amazon-apigateway-integration": {
                    "type": "mock",
                    "requestTemplates": {"application/json": '{"statusCode": 200}'},
                    "responses": {
                        "default": {
                            "statusCode": "200",
                            "responseTemplates": {"application/json": '{"from": "private"}'},
                        }
                    },
                },
            }
        }
    },
}


def _policy(effect: str) -> dict[str, Any]:
    statement: dict[str, Any] = {
        "Effect": effect,
        "Principal": "*",
        "Action": "execute-api:Invoke",
        "Resource": "execute-api:/*",
    }
    if effect == "Allow":
        statement["Condition"] = {"StringEquals": {"aws:SourceVpce": {"Ref": "Endpoint"}}}
    return {"Version": "2012-10-17", "Statement": [statement]}


def _template(link_name: str, target: str, domain_effect: str, stage: str) -> dict[str, Any]:
    return {
        "Parameters": {"Vpc": {"Type": "String"}, "Subnet": {"Type": "String"}},
        "Resources": {
            "Endpoint": {
                "Type": "AWS::EC2::VPCEndpoint",
                "Properties": {
                    "VpcId": {"Ref": "Vpc"},
                    "ServiceName": "com.amazonaws.us-east-1.execute-api",
                    "VpcEndpointType": "Interface",
                    "SubnetIds": [{"Ref": "Subnet"}],
                },
            },
            "NlbA": {
                "Type": "AWS::ElasticLoadBalancingV2::LoadBalancer",
                "Properties": {"Name": "cfn-nlb-a", "Type": "network", "Subnets": [{"Ref": "Subnet"}]},
            },
            "NlbB": {
                "Type": "AWS::ElasticLoadBalancingV2::LoadBalancer",
                "Properties": {"Name": "cfn-nlb-b", "Type": "network", "Subnets": [{"Ref": "Subnet"}]},
            },
            "Link": {
                "Type": "AWS::ApiGateway::VpcLink",
                "Properties": {
                    "Name": link_name,
                    "Description": "to the NLB",
                    "TargetArns": [{"Ref": target}],
                    "Tags": [{"Key": "name", "Value": link_name}],
                },
            },
            "Api": {
                "Type": "AWS::ApiGateway::RestApi",
                "Properties": {
                    "Body": MOCK_BODY,
                    "EndpointConfiguration": {"Types": ["PRIVATE"]},
                    "Policy": _policy("Allow"),
                },
            },
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "Properties": {"RestApiId": {"Ref": "Api"}},
            },
            "Prod": {
                "Type": "AWS::ApiGateway::Stage",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "StageName": "prod",
                    "DeploymentId": {"Ref": "Deployment"},
                },
            },
            "Beta": {
                "Type": "AWS::ApiGateway::Stage",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "StageName": "beta",
                    "DeploymentId": {"Ref": "Deployment"},
                },
            },
            "Domain": {
                "Type": "AWS::ApiGateway::DomainNameV2",
                "Properties": {
                    "DomainName": NAME,
                    "CertificateArn": CERTIFICATE,
                    "EndpointConfiguration": {"Types": ["PRIVATE"]},
                    "SecurityPolicy": "TLS_1_2",
                    "Policy": _policy(domain_effect),
                },
            },
            "Mapping": {
                "Type": "AWS::ApiGateway::BasePathMappingV2",
                "DependsOn": ["Prod", "Beta"],
                "Properties": {
                    "DomainNameArn": {"Fn::GetAtt": ["Domain", "DomainNameArn"]},
                    "RestApiId": {"Ref": "Api"},
                    "Stage": stage,
                    "BasePath": "v1",
                },
            },
            "Association": {
                "Type": "AWS::ApiGateway::DomainNameAccessAssociation",
                "Properties": {
                    "DomainNameArn": {"Fn::GetAtt": ["Domain", "DomainNameArn"]},
                    "AccessAssociationSource": {"Ref": "Endpoint"},
                    "AccessAssociationSourceType": "VPCE",
                },
            },
        },
        "Outputs": {
            "LinkId": {"Value": {"Ref": "Link"}},
            "LinkAttr": {"Value": {"Fn::GetAtt": ["Link", "VpcLinkId"]}},
            "DomainArn": {"Value": {"Ref": "Domain"}},
            "DomainId": {"Value": {"Fn::GetAtt": ["Domain", "DomainNameId"]}},
            "Mapping": {"Value": {"Fn::GetAtt": ["Mapping", "BasePathMappingArn"]}},
            "Association": {"Value": {"Ref": "Association"}},
            "Api": {"Value": {"Ref": "Api"}},
        },
    }


def _get(server: LabcloudProcess) -> int:
    request = urllib.request.Request(f"{server.endpoint}/v1/", headers={"Host": NAME})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_private_domain_and_vpc_link_stack_create_update_delete(labcloud: LabcloudProcess) -> None:
    ec2 = labcloud.boto3_client("ec2")
    subnet = ec2.describe_subnets()["Subnets"][0]
    parameters = [
        {"ParameterKey": "Vpc", "ParameterValue": subnet["VpcId"]},
        {"ParameterKey": "Subnet", "ParameterValue": subnet["SubnetId"]},
    ]
    cfn = labcloud.boto3_client("cloudformation")
    apigw = labcloud.boto3_client("apigateway")
    elb = labcloud.boto3_client("elbv2")
    cfn.create_stack(
        StackName="private",
        TemplateBody=json.dumps(_template("one", "NlbA", "Allow", "prod")),
        Parameters=parameters,
    )
    stack = wait_stack(cfn, "private")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    link = apigw.get_vpc_link(vpcLinkId=out["LinkId"])
    nlb_a = elb.describe_load_balancers(Names=["cfn-nlb-a"])["LoadBalancers"][0]["LoadBalancerArn"]
    assert (out["LinkAttr"], link["status"], link["targetArns"], link["tags"]) == (
        out["LinkId"],
        "AVAILABLE",
        [nlb_a],
        {"name": "one"},
    )
    domain = apigw.get_domain_name(domainName=NAME, domainNameId=out["DomainId"])
    assert domain["domainNameArn"] == out["DomainArn"]
    assert out["Mapping"] == f"{out['DomainArn']}/basepathmappings/v1"
    [association] = apigw.get_domain_name_access_associations()["items"]
    assert association["domainNameAccessAssociationArn"] == out["Association"]
    assert _get(labcloud) == 200

    # in place: the link's name and tags, the name's policy, the mapping's stage
    cfn.update_stack(
        StackName="private",
        TemplateBody=json.dumps(_template("two", "NlbA", "Deny", "beta")),
        Parameters=parameters,
    )
    stack = wait_stack(cfn, "private")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    updated = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert (updated["LinkId"], updated["DomainArn"]) == (out["LinkId"], out["DomainArn"])
    link = apigw.get_vpc_link(vpcLinkId=out["LinkId"])
    assert (link["name"], link["tags"]) == ("two", {"name": "two"})
    mapping = apigw.get_base_path_mapping(domainName=NAME, domainNameId=out["DomainId"], basePath="v1")
    assert mapping["stage"] == "beta"
    assert _get(labcloud) == 403  # the name's policy now denies

    # replaced: the link's targets are create-only
    cfn.update_stack(
        StackName="private",
        TemplateBody=json.dumps(_template("two", "NlbB", "Deny", "beta")),
        Parameters=parameters,
    )
    stack = wait_stack(cfn, "private")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    replaced = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert replaced["LinkId"] != out["LinkId"]
    assert [item["id"] for item in apigw.get_vpc_links()["items"]] == [replaced["LinkId"]]

    cfn.delete_stack(StackName="private")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_vpc_links()["items"] == []
    assert apigw.get_domain_names()["items"] == []
    assert apigw.get_domain_name_access_associations()["items"] == []
    assert _get(labcloud) != 200


def test_a_domain_name_v2_failure_names_its_reason(labcloud: LabcloudProcess) -> None:
    template = {
        "Resources": {
            "Domain": {
                "Type": "AWS::ApiGateway::DomainNameV2",
                "Properties": {
                    "DomainName": "bad.example.test",
                    "CertificateArn": CERTIFICATE,
                    "EndpointConfiguration": {"Types": ["PRIVATE"]},
                    "Policy": "not json",
                },
            }
        }
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="bad-private", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "bad-private")
    assert stack["StackStatus"] in ("ROLLBACK_COMPLETE", "CREATE_FAILED")
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="bad-private")["StackEvents"]
        if e["LogicalResourceId"] == "Domain" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "Invalid policy document" in reasons[0]
