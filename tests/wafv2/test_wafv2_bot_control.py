"""Bot Control at its COMMON inspection level (labcloud's approximation, docs/wafv2.md): described with
AWS's rules, labels and capacity; an unverified bot blocked by its category's rule with AWS's labels; a
verified one (a search engine) let through with its name, category and ``bot:verified``; the signals; the
level by default and given as COMMON; Count overrides handing a request to the next rule; a scope-down
statement; and, on a restarted server started with LABCLOUD_WAF_BOT_DATA_CENTERS, SignalKnownBotDataCenter
(nothing matches it without that variable)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from test_wafv2_filtering import mock_api, vis
from test_wafv2_managed import BROWSER, managed, samples, send

from labcloud.testing.server_process import LabcloudProcess

BOT = "AWSManagedRulesBotControlRuleSet"
NS = "awswaf:managed:aws:bot-control:"
COMMON = [{BOT: {"InspectionLevel": "COMMON"}}]
GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
RULES = [
    "CategoryAdvertising",
    "CategoryArchiver",
    "CategoryContentFetcher",
    "CategoryEmailClient",
    "CategoryHttpLibrary",
    "CategoryLinkChecker",
    "CategoryMiscellaneous",
    "CategoryMonitoring",
    "CategoryScrapingFramework",
    "CategorySearchEngine",
    "CategorySecurity",
    "CategorySeo",
    "CategorySocialMedia",
    "CategoryAI",
    "SignalAutomatedBrowser",
    "SignalKnownBotDataCenter",
    "SignalNonBrowserUserAgent",
]


def labels(sample: dict[str, Any]) -> set[str]:
    return {label["Name"] for label in sample.get("Labels") or []}


def seen_rule() -> dict[str, Any]:
    """A Count rule after the group: every request the group labelled with a bot name, sampled with its labels."""
    return {
        "Name": "named-bots",
        "Priority": 5,
        "Statement": {"LabelMatchStatement": {"Scope": "NAMESPACE", "Key": NS + "bot:name:"}},
        "Action": {"Count": {}},
        "VisibilityConfig": vis("named-bots"),
    }


def acl_for(wafv2: Any, stage_arn: str, name: str, *rules: dict[str, Any]) -> str:
    acl = wafv2.create_web_acl(
        Name=name,
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=list(rules),
        VisibilityConfig=vis(name),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    return str(acl["ARN"])


def test_described_with_awss_rules_labels_and_capacity(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    described = wafv2.describe_managed_rule_group(VendorName="AWS", Name=BOT, Scope="CLOUDFRONT")
    assert described["Capacity"] == 50
    assert described["LabelNamespace"] == NS
    assert described["Rules"] == [{"Name": name, "Action": {"Block": {}}} for name in RULES]
    available = {label["Name"] for label in described["AvailableLabels"]}
    for label in (
        "bot:category:ai",
        "CategoryAI",
        "bot:category:search_engine",
        "signal:non_browser_user_agent",
        "SignalKnownBotDataCenter",
        "bot:verified",
        "bot:unverified",
        "bot:name:googlebot",
        "bot:name:curl",
    ):
        assert NS + label in available, label
    listed = wafv2.list_available_managed_rule_groups(Scope="REGIONAL")["ManagedRuleGroups"]
    assert any(g["Name"] == BOT and g["VersioningSupported"] for g in listed)
    assert (
        wafv2.check_capacity(Scope="REGIONAL", Rules=[managed(BOT, ManagedRuleGroupConfigs=COMMON)])[
            "Capacity"
        ]
        == 50
    )


def test_unverified_bots_blocked_verified_labelled_and_let_through(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    arn = acl_for(wafv2, stage_arn, "bots", managed(BOT, 0, ManagedRuleGroupConfigs=COMMON), seen_rule())
    assert send(labcloud, api_id, headers={"User-Agent": BROWSER}) == 200
    # a verified search engine: no rule of the group matches; its labels reach the later rule
    assert send(labcloud, api_id, headers={"User-Agent": GOOGLEBOT}) == 200
    seen = samples(wafv2, arn, "named-bots")[-1]
    assert seen["Action"] == "COUNT"
    assert labels(seen) == {
        NS + "bot:name:googlebot",
        NS + "bot:category:search_engine",
        NS + "bot:verified",
    }
    # an unverified bot of each kind: blocked by its category's rule, with AWS's labels
    for agent, rule, category, name in (
        ("curl/8.4.0", "CategoryHttpLibrary", "http_library", "curl"),
        ("Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)", "CategoryAI", "ai", "gptbot"),
        ("Mozilla/5.0 (compatible; AhrefsBot/7.0)", "CategorySeo", "seo", "ahrefsbot"),
        ("Pingdom.com_bot_version_1.4", "CategoryMonitoring", "monitoring", "pingdom"),
    ):
        assert send(labcloud, api_id, headers={"User-Agent": agent}) == 403, agent
        blocked = samples(wafv2, arn, BOT)[-1]
        assert blocked["Action"] == "BLOCK" and blocked["RuleNameWithinRuleGroup"] == rule
        assert {
            NS + f"bot:category:{category}",
            NS + rule,
            NS + f"bot:name:{name}",
            NS + "bot:unverified",
        } <= labels(blocked), agent
        assert NS + "bot:verified" not in labels(blocked)
    # a bot the table does not name: miscellaneous, without a name label
    assert send(labcloud, api_id, headers={"User-Agent": "Mozilla/5.0 (compatible; ShopCrawler/0.1)"}) == 403
    misc = samples(wafv2, arn, BOT)[-1]
    assert misc["RuleNameWithinRuleGroup"] == "CategoryMiscellaneous"
    assert not any(label.startswith(NS + "bot:name:") for label in labels(misc))
    # the signals: no User-Agent at all, an app's own, an automated browser
    assert send(labcloud, api_id, headers={}) == 403
    assert samples(wafv2, arn, BOT)[-1]["RuleNameWithinRuleGroup"] == "SignalNonBrowserUserAgent"
    assert send(labcloud, api_id, headers={"User-Agent": BROWSER + " HeadlessChrome/120.0"}) == 403
    automated = samples(wafv2, arn, BOT)[-1]
    assert automated["RuleNameWithinRuleGroup"] == "SignalAutomatedBrowser"
    assert {NS + "signal:automated_browser", NS + "SignalAutomatedBrowser"} <= labels(automated)


def test_the_default_level_count_overrides_and_scope_down(labcloud: LabcloudProcess) -> None:
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    # no ManagedRuleGroupConfigs: COMMON, as AWS's default; curl's library counted, then its non-browser
    # signal blocks
    only_library = [{"Name": "CategoryHttpLibrary", "ActionToUse": {"Count": {}}}]
    arn = acl_for(wafv2, stage_arn, "tuned", managed(BOT, 0, RuleActionOverrides=only_library))
    assert send(labcloud, api_id, headers={"User-Agent": "curl/8.4.0"}) == 403
    blocked = [s for s in samples(wafv2, arn, BOT) if s["Action"] == "BLOCK"][-1]
    assert blocked["RuleNameWithinRuleGroup"] == "SignalNonBrowserUserAgent"
    assert {NS + "CategoryHttpLibrary", NS + "signal:non_browser_user_agent"} <= labels(blocked)
    # both counted (the usual setting for API clients), scoped down to POST: a custom rule on the name
    # label decides for curl, GETs are never inspected
    both = only_library + [{"Name": "SignalNonBrowserUserAgent", "ActionToUse": {"Count": {}}}]
    scope_down = {
        "ByteMatchStatement": {
            "SearchString": "POST",
            "FieldToMatch": {"Method": {}},
            "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
            "PositionalConstraint": "EXACTLY",
        }
    }
    name_rule = {
        "Name": "no-curl-posts",
        "Priority": 3,
        "Statement": {"LabelMatchStatement": {"Scope": "LABEL", "Key": NS + "bot:name:curl"}},
        "Action": {"Block": {"CustomResponse": {"ResponseCode": 429}}},
        "VisibilityConfig": vis("no-curl-posts"),
    }
    acl = wafv2.get_web_acl(Name="tuned", Scope="REGIONAL", Id=arn.rsplit("/", 1)[1])
    wafv2.update_web_acl(
        Name="tuned",
        Scope="REGIONAL",
        Id=arn.rsplit("/", 1)[1],
        DefaultAction={"Allow": {}},
        Rules=[
            managed(
                BOT,
                0,
                ManagedRuleGroupConfigs=COMMON,
                RuleActionOverrides=both,
                ScopeDownStatement=scope_down,
            ),
            name_rule,
        ],
        VisibilityConfig=vis("tuned"),
        LockToken=acl["LockToken"],
    )
    assert (
        wafv2.get_web_acl(Name="tuned", Scope="REGIONAL", Id=arn.rsplit("/", 1)[1])["WebACL"]["Capacity"]
        == 53
    )
    assert send(labcloud, api_id, headers={"User-Agent": "curl/8.4.0"}) == 200
    assert send(labcloud, api_id, "/items", "POST", b"{}", {"User-Agent": "curl/8.4.0"}) == 429
    counted = samples(wafv2, arn, BOT)[-1]
    assert counted["Action"] == "COUNT" and counted["Request"]["Method"] == "POST"
    assert send(labcloud, api_id, "/items", "POST", b"{}", {"User-Agent": "Scrapy/2.11"}) == 403
    assert send(labcloud, api_id, "/items", "POST", b"{}", {"User-Agent": BROWSER}) == 200


def test_known_bot_data_centers_come_from_the_environment_after_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data).start()
    try:
        wafv2: Any = server.boto3_client("wafv2")
        api_id, stage_arn = mock_api(server.boto3_client("apigateway"))
        arn = acl_for(wafv2, stage_arn, "dc", managed(BOT, 0, ManagedRuleGroupConfigs=COMMON))
        # labcloud knows no data centers by default: a browser from anywhere passes
        assert send(server, api_id, headers={"User-Agent": BROWSER}) == 200
    finally:
        server.stop()
    env = {**os.environ, "LABCLOUD_WAF_BOT_DATA_CENTERS": "203.0.113.0/24, 127.0.0.1/32, nonsense"}
    restarted = LabcloudProcess(data_dir=data, env=env).start()
    try:
        wafv2 = restarted.boto3_client("wafv2")
        got = wafv2.get_web_acl(Name="dc", Scope="REGIONAL", Id=arn.rsplit("/", 1)[1])["WebACL"]
        statement = got["Rules"][0]["Statement"]["ManagedRuleGroupStatement"]
        assert statement["ManagedRuleGroupConfigs"] == COMMON and got["Capacity"] == 50
        assert send(restarted, api_id, headers={"User-Agent": BROWSER}) == 403
        newest = samples(wafv2, arn, BOT)[-1]
        assert newest["RuleNameWithinRuleGroup"] == "SignalKnownBotDataCenter"
        assert NS + "signal:known_bot_data_center" in labels(newest)
        # a verified bot gets no signal
        assert send(restarted, api_id, headers={"User-Agent": GOOGLEBOT}) == 200
    finally:
        restarted.stop()
