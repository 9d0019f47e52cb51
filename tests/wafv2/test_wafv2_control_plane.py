"""AWS WAF's control plane through boto3: web ACLs, IP sets, regex pattern sets and rule groups with their
lock tokens, CheckCapacity, tags, scopes, the refusals of what labcloud does not evaluate, and each error
code with its members."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

VIS = {"SampledRequestsEnabled": True, "CloudWatchMetricsEnabled": False, "MetricName": "m"}


def error_of(call: Any, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return dict(caught.value.response)


def code_of(call: Any, **kwargs: Any) -> str:
    return str(error_of(call, **kwargs)["Error"]["Code"])


def vis(name: str) -> dict[str, Any]:
    return dict(VIS, MetricName=name)


def byte_rule(name: str, priority: int, search: str, action: str = "Block", **extra: Any) -> dict[str, Any]:
    return {
        "Name": name,
        "Priority": priority,
        "Statement": {
            "ByteMatchStatement": {
                "SearchString": search,
                "FieldToMatch": {"UriPath": {}},
                "TextTransformations": [{"Priority": 0, "Type": "LOWERCASE"}],
                "PositionalConstraint": "CONTAINS",
            }
        },
        "Action": {action: {}},
        "VisibilityConfig": vis(name),
        **extra,
    }


def test_web_acl_lifecycle_with_lock_tokens(wafv2: Any) -> None:
    made = wafv2.create_web_acl(
        Name="front",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[byte_rule("admin", 1, "/admin")],
        VisibilityConfig=vis("front"),
        Description="the front door",
        Tags=[{"Key": "team", "Value": "a"}],
    )["Summary"]
    assert made["ARN"] == f"arn:aws:wafv2:us-east-1:000000000000:regional/webacl/front/{made['Id']}"
    got = wafv2.get_web_acl(Name="front", Scope="REGIONAL", Id=made["Id"])
    assert got["LockToken"] == made["LockToken"]
    acl = got["WebACL"]
    assert acl["Capacity"] == 20  # CONTAINS 10 + one transformation 10
    assert acl["Rules"][0]["Statement"]["ByteMatchStatement"]["SearchString"] == b"/admin"
    assert acl["LabelNamespace"] == "awswaf:000000000000:webacl:front:"
    assert wafv2.get_web_acl(ARN=made["ARN"])["WebACL"]["Id"] == made["Id"]
    listed = wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"]
    assert listed == [{k: made[k] for k in ("Name", "Id", "Description", "LockToken", "ARN")}]
    assert wafv2.list_web_acls(Scope="CLOUDFRONT")["WebACLs"] == []

    update = dict(
        Name="front",
        Scope="REGIONAL",
        Id=made["Id"],
        DefaultAction={"Block": {}},
        VisibilityConfig=vis("front"),
    )
    token = wafv2.update_web_acl(LockToken=made["LockToken"], Rules=[], **update)["NextLockToken"]
    assert token != made["LockToken"]
    stale = error_of(wafv2.update_web_acl, LockToken=made["LockToken"], Rules=[], **update)
    assert stale["Error"]["Code"] == "WAFOptimisticLockException"
    assert wafv2.get_web_acl(ARN=made["ARN"])["WebACL"]["DefaultAction"] == {"Block": {}}
    assert (
        code_of(
            wafv2.create_web_acl,
            Name="front",
            Scope="REGIONAL",
            DefaultAction={"Allow": {}},
            VisibilityConfig=VIS,
        )
        == "WAFDuplicateItemException"
    )
    assert code_of(
        wafv2.delete_web_acl, Name="front", Scope="REGIONAL", Id=made["Id"], LockToken=made["LockToken"]
    ) == ("WAFOptimisticLockException")
    wafv2.delete_web_acl(Name="front", Scope="REGIONAL", Id=made["Id"], LockToken=token)
    assert (
        code_of(wafv2.get_web_acl, Name="front", Scope="REGIONAL", Id=made["Id"])
        == "WAFNonexistentItemException"
    )


def test_ip_sets_regex_sets_and_references(wafv2: Any) -> None:
    ipset = wafv2.create_ip_set(
        Name="bad", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=["10.0.0.0/8", "192.0.2.1/32"]
    )["Summary"]
    got = wafv2.get_ip_set(Name="bad", Scope="REGIONAL", Id=ipset["Id"])
    assert (
        got["IPSet"]["Addresses"] == ["10.0.0.0/8", "192.0.2.1/32"]
        and got["IPSet"]["IPAddressVersion"] == "IPV4"
    )
    bad_address = error_of(
        wafv2.create_ip_set, Name="x", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=["2001:db8::/32"]
    )
    assert bad_address["Error"]["Code"] == "WAFInvalidParameterException"
    assert bad_address["Field"] == "IP_ADDRESS" and bad_address["Parameter"] == "2001:db8::/32"
    token = wafv2.update_ip_set(
        Name="bad", Scope="REGIONAL", Id=ipset["Id"], Addresses=["203.0.113.0/24"], LockToken=got["LockToken"]
    )["NextLockToken"]
    regex = wafv2.create_regex_pattern_set(
        Name="bots", Scope="REGIONAL", RegularExpressionList=[{"RegexString": "(?i)curl|wget"}]
    )["Summary"]
    assert wafv2.list_regex_pattern_sets(Scope="REGIONAL")["RegexPatternSets"][0]["Id"] == regex["Id"]
    broken = error_of(
        wafv2.create_regex_pattern_set,
        Name="b",
        Scope="REGIONAL",
        RegularExpressionList=[{"RegexString": "("}],
    )
    assert broken["Error"]["Code"] == "WAFInvalidParameterException"
    rules = [
        {
            "Name": "ips",
            "Priority": 0,
            "Statement": {"IPSetReferenceStatement": {"ARN": ipset["ARN"]}},
            "Action": {"Block": {}},
            "VisibilityConfig": vis("ips"),
        },
        {
            "Name": "agents",
            "Priority": 1,
            "Statement": {
                "RegexPatternSetReferenceStatement": {
                    "ARN": regex["ARN"],
                    "FieldToMatch": {"SingleHeader": {"Name": "User-Agent"}},
                    "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                }
            },
            "Action": {"Count": {}},
            "VisibilityConfig": vis("agents"),
        },
    ]
    assert wafv2.check_capacity(Scope="REGIONAL", Rules=rules)["Capacity"] == 26
    acl = wafv2.create_web_acl(
        Name="a", Scope="REGIONAL", DefaultAction={"Allow": {}}, Rules=rules, VisibilityConfig=VIS
    )["Summary"]
    assert code_of(wafv2.delete_ip_set, Name="bad", Scope="REGIONAL", Id=ipset["Id"], LockToken=token) == (
        "WAFAssociatedItemException"
    )
    missing = dict(
        rules[0], Statement={"IPSetReferenceStatement": {"ARN": ipset["ARN"].replace(ipset["Id"], "0" * 36)}}
    )
    assert code_of(wafv2.check_capacity, Scope="REGIONAL", Rules=[missing]) == "WAFNonexistentItemException"
    wafv2.delete_web_acl(Name="a", Scope="REGIONAL", Id=acl["Id"], LockToken=acl["LockToken"])
    wafv2.delete_ip_set(Name="bad", Scope="REGIONAL", Id=ipset["Id"], LockToken=token)


def test_rule_groups_hold_their_capacity(wafv2: Any) -> None:
    group = wafv2.create_rule_group(
        Name="g",
        Scope="REGIONAL",
        Capacity=20,
        Rules=[byte_rule("admin", 1, "/admin", RuleLabels=[{"Name": "admin"}])],
        VisibilityConfig=vis("g"),
    )["Summary"]
    got = wafv2.get_rule_group(ARN=group["ARN"])["RuleGroup"]
    assert got["Capacity"] == 20 and got["AvailableLabels"] == [
        {"Name": "awswaf:000000000000:rulegroup:g:admin"}
    ]
    too_big = [byte_rule("a", 1, "x"), byte_rule("b", 2, "y")]
    assert (
        code_of(
            wafv2.update_rule_group,
            Name="g",
            Scope="REGIONAL",
            Id=group["Id"],
            Rules=too_big,
            VisibilityConfig=vis("g"),
            LockToken=group["LockToken"],
        )
        == "WAFLimitsExceededException"
    )
    reference = {
        "Name": "grp",
        "Priority": 0,
        "Statement": {"RuleGroupReferenceStatement": {"ARN": group["ARN"]}},
        "OverrideAction": {"None": {}},
        "VisibilityConfig": vis("grp"),
    }
    acl = wafv2.create_web_acl(
        Name="a", Scope="REGIONAL", DefaultAction={"Allow": {}}, Rules=[reference], VisibilityConfig=VIS
    )
    assert wafv2.get_web_acl(ARN=acl["Summary"]["ARN"])["WebACL"]["Capacity"] == 20
    with_action = dict(reference, Action={"Block": {}})
    del with_action["OverrideAction"]
    assert error_of(wafv2.check_capacity, Scope="REGIONAL", Rules=[with_action])["Field"] == "OVERRIDE_ACTION"


@pytest.mark.parametrize(
    ("change", "field", "parameter"),
    [
        (
            {
                "Statement": {
                    "ManagedRuleGroupStatement": {"VendorName": "AWS", "Name": "AWSManagedRulesATPRuleSet"}
                },
                "OverrideAction": {"None": {}},
                "Action": None,
            },
            "MANAGED_RULE_SET_STATEMENT",
            "AWSManagedRulesATPRuleSet",
        ),
        ({"Action": {"Captcha": {}}}, "RULE_ACTION", "Captcha"),
        ({"Action": {"Challenge": {}}}, "RULE_ACTION", "Challenge"),
        (
            {
                "Action": {
                    "Allow": {"CustomRequestHandling": {"InsertHeaders": [{"Name": "a", "Value": "b"}]}}
                }
            },
            "CUSTOM_REQUEST_HANDLING",
            "CustomRequestHandling",
        ),
        (
            {
                "Statement": {
                    "ByteMatchStatement": {
                        "SearchString": "x",
                        "FieldToMatch": {"JA3Fingerprint": {"FallbackBehavior": "MATCH"}},
                        "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                        "PositionalConstraint": "EXACTLY",
                    }
                }
            },
            "FIELD_TO_MATCH",
            "JA3Fingerprint",
        ),
        (
            {
                "Statement": {
                    "ByteMatchStatement": {
                        "SearchString": "x",
                        "FieldToMatch": {"UriPath": {}},
                        "TextTransformations": [{"Priority": 0, "Type": "CSS_DECODE"}],
                        "PositionalConstraint": "EXACTLY",
                    }
                }
            },
            "TEXT_TRANSFORMATION",
            "CSS_DECODE",
        ),
        (
            {
                "Statement": {
                    "RateBasedStatement": {
                        "Limit": 100,
                        "AggregateKeyType": "CUSTOM_KEYS",
                        "CustomKeys": [{"HTTPMethod": {}}],
                    }
                }
            },
            "CUSTOM_KEYS",
            "CustomKeys",
        ),
    ],
)
def test_what_labcloud_does_not_evaluate_is_refused_by_name(
    wafv2: Any, change: dict[str, Any], field: str, parameter: str
) -> None:
    rule = byte_rule("r", 0, "x")
    rule.update(change)
    rule = {k: v for k, v in rule.items() if v is not None}
    refused = error_of(
        wafv2.create_web_acl,
        Name="r",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[rule],
        VisibilityConfig=VIS,
    )
    assert refused["Error"]["Code"] == "WAFInvalidParameterException"
    assert (refused["Field"], refused["Parameter"]) == (field, parameter)
    assert "labcloud does not support" in refused["Reason"]
    assert wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"] == []


def test_web_acl_options_labcloud_does_not_implement_are_refused(wafv2: Any) -> None:
    refused = error_of(
        wafv2.create_web_acl,
        Name="c",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        VisibilityConfig=VIS,
        CaptchaConfig={"ImmunityTimeProperty": {"ImmunityTime": 300}},
    )
    assert (refused["Error"]["Code"], refused["Parameter"]) == (
        "WAFInvalidParameterException",
        "CaptchaConfig",
    )


def test_scopes_tags_and_errors(labcloud: LabcloudProcess, wafv2: Any) -> None:
    west = labcloud.boto3_client("wafv2", region_name="eu-west-1")
    refused = error_of(west.list_web_acls, Scope="CLOUDFRONT")
    assert (refused["Error"]["Code"], refused["Field"]) == ("WAFInvalidParameterException", "SCOPE_VALUE")
    edge = wafv2.create_web_acl(
        Name="edge", Scope="CLOUDFRONT", DefaultAction={"Allow": {}}, VisibilityConfig=VIS
    )["Summary"]
    assert edge["ARN"].startswith("arn:aws:wafv2:us-east-1:000000000000:global/webacl/edge/")
    assert (
        code_of(wafv2.get_web_acl, Name="edge", Scope="REGIONAL", Id=edge["Id"])
        == "WAFNonexistentItemException"
    )
    wafv2.tag_resource(ResourceARN=edge["ARN"], Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}])
    wafv2.untag_resource(ResourceARN=edge["ARN"], TagKeys=["a"])
    info = wafv2.list_tags_for_resource(ResourceARN=edge["ARN"])["TagInfoForResource"]
    assert info == {"ResourceARN": edge["ARN"], "TagList": [{"Key": "b", "Value": "2"}]}
    gone = edge["ARN"].replace(edge["Id"], "1" * 36)
    assert code_of(wafv2.list_tags_for_resource, ResourceARN=gone) == "WAFNonexistentItemException"
    assert code_of(
        wafv2.create_rule_group, Name="big", Scope="REGIONAL", Capacity=5001, VisibilityConfig=VIS
    ) == ("WAFLimitsExceededException")
    dup = [byte_rule("a", 1, "x"), byte_rule("b", 1, "y")]
    assert error_of(wafv2.check_capacity, Scope="REGIONAL", Rules=dup)["Field"] == "RULE"


def test_a_rate_based_statement_cannot_be_nested(wafv2: Any) -> None:
    rate = {"RateBasedStatement": {"Limit": 100, "AggregateKeyType": "IP"}}
    nested = byte_rule("n", 0, "x")
    nested["Statement"] = {"NotStatement": {"Statement": rate}}
    refused = error_of(wafv2.check_capacity, Scope="REGIONAL", Rules=[nested])
    assert (refused["Error"]["Code"], refused["Field"], refused["Parameter"]) == (
        "WAFInvalidParameterException",
        "STATEMENT",
        "RateBasedStatement",
    )
    top = byte_rule("t", 0, "x")
    top["Statement"] = rate
    assert wafv2.check_capacity(Scope="REGIONAL", Rules=[top])["Capacity"] == 2
