"""The AWS managed rule groups labcloud offers (VendorName ``AWS``): each group's name, WCU capacity,
label namespace, versions, and its rules with the names, actions and labels AWS documents in the WAF
developer guide ("AWS Managed Rules rule groups list"). What each rule matches is labcloud's own
approximation of what that documentation says it inspects (detect.py, bot_signatures.py; AWS's signatures
are not public), described rule by rule in docs/wafv2.md. Bot Control is offered at its COMMON inspection
level; ATP, ACFP and anti-DDoS (they need client-side tokens and challenges) and every other vendor's
groups are not."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from labcloud.services.wafv2 import bot_signatures as bots
from labcloud.services.wafv2 import detect
from labcloud.services.wafv2 import managed_detectors as d
from labcloud.services.wafv2.interfaces import WafRequest
from labcloud.services.wafv2.managed_detectors import Detector, ManagedInputs
from labcloud.services.wafv2.state import BODY_LIMIT


@dataclass(frozen=True, slots=True)
class ManagedRule:
    name: str
    label: str
    detect: Detector
    action: str = "Block"
    #: Labels a match adds besides ``label`` (Bot Control's rules add their category and their own name).
    also: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ManagedGroup:
    name: str
    capacity: int
    #: The namespace token of the group's labels: ``awswaf:managed:aws:<token>:``.
    token: str
    description: str
    rules: tuple[ManagedRule, ...]
    #: The versions labcloud knows (empty: the group is not versioned, as AWS's IP lists).
    versions: tuple[str, ...] = ("Version_1.0",)
    #: Labels the group adds to every request it inspects, whatever its rules do (Bot Control's bot name
    #: and verification), and every label it may add that way (for DescribeManagedRuleGroup).
    identify: Callable[[WafRequest, ManagedInputs], tuple[str, ...]] | None = None
    identity_labels: tuple[str, ...] = ()

    @property
    def namespace(self) -> str:
        return f"awswaf:managed:aws:{self.token}:"

    def rule(self, name: str) -> ManagedRule | None:
        return next((r for r in self.rules if r.name == name), None)


def _rules(*items: tuple[str, str, Detector] | tuple[str, str, Detector, str]) -> tuple[ManagedRule, ...]:
    return tuple(ManagedRule(*item) for item in items)


_CRS = ManagedGroup(
    "AWSManagedRulesCommonRuleSet",
    700,
    "core-rule-set",
    "Core rule set: common exploits, oversized parts, missing or scanner user agents (labcloud's approximation).",
    _rules(
        ("NoUserAgent_HEADER", "NoUserAgent_Header", d.no_user_agent),
        ("UserAgent_BadBots_HEADER", "BadBots_Header", d.bad_bot),
        (
            "SizeRestrictions_QUERYSTRING",
            "SizeRestrictions_QueryString",
            d.bigger(2048, lambda r: len(r.query_string.encode())),
        ),
        (
            "SizeRestrictions_Cookie_HEADER",
            "SizeRestrictions_Cookie_Header",
            d.bigger(10240, lambda r: len((r.headers.get("cookie") or "").encode())),
        ),
        ("SizeRestrictions_BODY", "SizeRestrictions_Body", d.bigger(BODY_LIMIT, lambda r: len(r.body))),
        (
            "SizeRestrictions_URIPATH",
            "SizeRestrictions_URIPath",
            d.bigger(1024, lambda r: len(r.uri.encode())),
        ),
        ("EC2MetaDataSSRF_BODY", "EC2MetaDataSSRF_Body", d.found(detect.METADATA, d.body)),
        ("EC2MetaDataSSRF_COOKIE", "EC2MetaDataSSRF_Cookie", d.found(detect.METADATA, d.cookie)),
        ("EC2MetaDataSSRF_URIPATH", "EC2MetaDataSSRF_URIPath", d.found(detect.METADATA, d.uri)),
        (
            "EC2MetaDataSSRF_QUERYARGUMENTS",
            "EC2MetaDataSSRF_QueryArguments",
            d.found(detect.METADATA, d.query_args),
        ),
        ("GenericLFI_QUERYARGUMENTS", "GenericLFI_QueryArguments", d.found(detect.TRAVERSAL, d.query_args)),
        ("GenericLFI_URIPATH", "GenericLFI_URIPath", d.found(detect.TRAVERSAL, d.uri)),
        ("GenericLFI_BODY", "GenericLFI_Body", d.found(detect.TRAVERSAL, d.body)),
        (
            "RestrictedExtensions_URIPATH",
            "RestrictedExtensions_URIPath",
            d.ends(detect.RESTRICTED_EXTENSION, d.uri),
        ),
        (
            "RestrictedExtensions_QUERYARGUMENTS",
            "RestrictedExtensions_QueryArguments",
            d.ends(detect.RESTRICTED_EXTENSION, d.query_args),
        ),
        ("GenericRFI_QUERYARGUMENTS", "GenericRFI_QueryArguments", d.found(detect.REMOTE_FILE, d.query_args)),
        ("GenericRFI_BODY", "GenericRFI_Body", d.found(detect.REMOTE_FILE, d.body)),
        ("GenericRFI_URIPATH", "GenericRFI_URIPath", d.found(detect.REMOTE_FILE, d.uri)),
        ("CrossSiteScripting_COOKIE", "CrossSiteScripting_Cookie", d.found(detect.XSS, d.cookie)),
        (
            "CrossSiteScripting_QUERYARGUMENTS",
            "CrossSiteScripting_QueryArguments",
            d.found(detect.XSS, d.query_args),
        ),
        ("CrossSiteScripting_BODY", "CrossSiteScripting_Body", d.found(detect.XSS, d.body)),
        ("CrossSiteScripting_URIPATH", "CrossSiteScripting_URIPath", d.found(detect.XSS, d.uri)),
    ),
)
_KNOWN_BAD_INPUTS = ManagedGroup(
    "AWSManagedRulesKnownBadInputsRuleSet",
    200,
    "known-bad-inputs",
    "Known bad inputs: Log4j and Java deserialization payloads, forged local hosts, exploitable paths (labcloud's approximation).",
    _rules(
        (
            "JavaDeserializationRCE_HEADER",
            "JavaDeserializationRCE_Header",
            d.found(detect.JAVA_DESERIALIZATION, d.headers),
        ),
        (
            "JavaDeserializationRCE_BODY",
            "JavaDeserializationRCE_Body",
            d.found(detect.JAVA_DESERIALIZATION, d.body),
        ),
        (
            "JavaDeserializationRCE_URIPATH",
            "JavaDeserializationRCE_URIPath",
            d.found(detect.JAVA_DESERIALIZATION, d.uri),
        ),
        (
            "JavaDeserializationRCE_QUERYSTRING",
            "JavaDeserializationRCE_QueryString",
            d.found(detect.JAVA_DESERIALIZATION, d.query_string),
        ),
        ("Host_localhost_HEADER", "Host_Localhost_Header", d.localhost),
        ("PROPFIND_METHOD", "Propfind_Method", lambda r, _inputs: r.method.upper() == "PROPFIND"),
        ("ExploitablePaths_URIPATH", "ExploitablePaths_URIPath", d.found(detect.EXPLOITABLE_PATHS, d.uri)),
        ("Log4JRCE_HEADER", "Log4JRCE_Header", d.found(detect.LOG4J, d.headers)),
        ("Log4JRCE_QUERYSTRING", "Log4JRCE_QueryString", d.found(detect.LOG4J, d.query_string)),
        ("Log4JRCE_BODY", "Log4JRCE_Body", d.found(detect.LOG4J, d.body)),
        ("Log4JRCE_URIPATH", "Log4JRCE_URIPath", d.found(detect.LOG4J, d.uri)),
    ),
)
_SQLI = ManagedGroup(
    "AWSManagedRulesSQLiRuleSet",
    200,
    "sql-database",
    "SQL database: SQL injection in query arguments, body, cookies and path (labcloud's approximation).",
    _rules(
        (
            "SQLiExtendedPatterns_QUERYARGUMENTS",
            "SQLiExtendedPatterns_QueryArguments",
            d.found(detect.SQLI_EXTENDED, d.query_args),
        ),
        ("SQLi_QUERYARGUMENTS", "SQLi_QueryArguments", d.found(detect.SQLI, d.query_args)),
        ("SQLi_BODY", "SQLi_Body", d.found(detect.SQLI, d.body)),
        ("SQLiExtendedPatterns_BODY", "SQLiExtendedPatterns_Body", d.found(detect.SQLI_EXTENDED, d.body)),
        ("SQLi_COOKIE", "SQLi_Cookie", d.found(detect.SQLI, d.cookie)),
        ("SQLi_URIPATH", "SQLi_URIPath", d.found(detect.SQLI, d.uri)),
    ),
)
_IP_REPUTATION = ManagedGroup(
    "AWSManagedRulesAmazonIpReputationList",
    25,
    "amazon-ip-list",
    "Amazon IP reputation: here, the addresses LABCLOUD_WAF_IP_REPUTATION names (none by default).",
    _rules(
        ("AWSManagedIPReputationList", "AWSManagedIPReputationList", d.listed("reputation")),
        ("AWSManagedReconnaissanceList", "AWSManagedReconnaissanceList", d.never),
        ("AWSManagedIPDDoSList", "AWSManagedIPDDoSList", d.never, "Count"),
    ),
    versions=(),
)
_ANONYMOUS_IP = ManagedGroup(
    "AWSManagedRulesAnonymousIpList",
    50,
    "anonymous-ip-list",
    "Anonymous IP: here, the addresses LABCLOUD_WAF_ANONYMOUS_IPS names (none by default).",
    _rules(
        ("AnonymousIPList", "AnonymousIPList", d.listed("anonymous")),
        ("HostingProviderIPList", "HostingProviderIPList", d.never),
    ),
    versions=(),
)
_LINUX = ManagedGroup(
    "AWSManagedRulesLinuxRuleSet",
    200,
    "linux-os",
    "Linux: reads of the system's files through the path, query or headers (labcloud's approximation).",
    _rules(
        ("LFI_URIPATH", "LFI_URIPath", d.found(detect.LINUX_FILES, d.uri)),
        ("LFI_QUERYSTRING", "LFI_QueryString", d.found(detect.LINUX_FILES, d.query_string)),
        ("LFI_HEADER", "LFI_Header", d.found(detect.LINUX_FILES, d.headers)),
    ),
)
_UNIX = ManagedGroup(
    "AWSManagedRulesUnixRuleSet",
    100,
    "posix-os",
    "POSIX: shell commands and variables injected in the query, body or headers (labcloud's approximation).",
    _rules(
        (
            "UNIXShellCommandsVariables_QUERYSTRING",
            "UNIXShellCommandsVariables_QueryString",
            d.found(detect.UNIX_SHELL, d.query_string),
        ),
        (
            "UNIXShellCommandsVariables_BODY",
            "UNIXShellCommandsVariables_Body",
            d.found(detect.UNIX_SHELL, d.body),
        ),
        (
            "UNIXShellCommandsVariables_HEADER",
            "UNIXShellCommandsVariables_Header",
            d.found(detect.UNIX_SHELL, d.headers),
        ),
    ),
)
_ADMIN = ManagedGroup(
    "AWSManagedRulesAdminProtectionRuleSet",
    100,
    "admin-protection",
    "Admin protection: paths of administration pages (labcloud's approximation).",
    _rules(("AdminProtection_URIPATH", "AdminProtection_URIPath", d.found(detect.ADMIN_PATHS, d.uri))),
)
_PHP = ManagedGroup(
    "AWSManagedRulesPHPRuleSet",
    100,
    "php-app",
    "PHP: dangerous functions, stream wrappers and settings (labcloud's approximation).",
    _rules(
        (
            "PHPHighRiskMethodsVariables_HEADER",
            "PHPHighRiskMethodsVariables_Header",
            d.found(detect.PHP, d.headers),
        ),
        (
            "PHPHighRiskMethodsVariables_QUERYSTRING",
            "PHPHighRiskMethodsVariables_QueryString",
            d.found(detect.PHP, d.query_string),
        ),
        ("PHPHighRiskMethodsVariables_BODY", "PHPHighRiskMethodsVariables_Body", d.found(detect.PHP, d.body)),
    ),
)
_WINDOWS = ManagedGroup(
    "AWSManagedRulesWindowsRuleSet",
    200,
    "windows-os",
    "Windows: cmd and PowerShell commands in cookies, query arguments and body (labcloud's approximation).",
    _rules(
        (
            "WindowsShellCommands_COOKIE",
            "WindowsShellCommands_Cookie",
            d.found(detect.WINDOWS_SHELL, d.cookie),
        ),
        (
            "WindowsShellCommands_QUERYARGUMENTS",
            "WindowsShellCommands_QueryArguments",
            d.found(detect.WINDOWS_SHELL, d.query_args),
        ),
        ("WindowsShellCommands_BODY", "WindowsShellCommands_Body", d.found(detect.WINDOWS_SHELL, d.body)),
        ("PowerShellCommands_COOKIE", "PowerShellCommands_Cookie", d.found(detect.POWERSHELL, d.cookie)),
        (
            "PowerShellCommands_QUERYARGUMENTS",
            "PowerShellCommands_QueryArguments",
            d.found(detect.POWERSHELL, d.query_args),
        ),
        ("PowerShellCommands_BODY", "PowerShellCommands_Body", d.found(detect.POWERSHELL, d.body)),
    ),
)
_BOT_CONTROL = ManagedGroup(
    "AWSManagedRulesBotControlRuleSet",
    50,
    "bot-control",
    "Bot Control, COMMON inspection level: self-identifying bots by their User-Agent, labelled, the "
    "unverified blocked (labcloud's approximation).",
    tuple(
        ManagedRule(rule, f"bot:category:{cat}", bots.category(cat), also=(rule,))
        for rule, cat in bots.CATEGORIES.items()
    )
    + (
        ManagedRule(
            "SignalAutomatedBrowser",
            "signal:automated_browser",
            bots.automated_browser,
            also=("SignalAutomatedBrowser",),
        ),
        ManagedRule(
            "SignalKnownBotDataCenter",
            "signal:known_bot_data_center",
            bots.data_center,
            also=("SignalKnownBotDataCenter",),
        ),
        ManagedRule(
            "SignalNonBrowserUserAgent",
            "signal:non_browser_user_agent",
            bots.non_browser,
            also=("SignalNonBrowserUserAgent",),
        ),
    ),
    identify=bots.identity_labels,
    identity_labels=bots.available_labels(),
)

#: The groups labcloud offers, by name, in ListAvailableManagedRuleGroups' order.
GROUPS: dict[str, ManagedGroup] = {
    g.name: g
    for g in (
        _CRS,
        _ADMIN,
        _KNOWN_BAD_INPUTS,
        _SQLI,
        _LINUX,
        _UNIX,
        _WINDOWS,
        _PHP,
        _IP_REPUTATION,
        _ANONYMOUS_IP,
        _BOT_CONTROL,
    )
}
#: AWS's groups labcloud does not offer, and why (refused by name, never accepted and ignored).
_TOKENS = "it needs the client-side tokens and challenges labcloud does not have"
NOT_OFFERED = {
    "AWSManagedRulesATPRuleSet": f"AWS WAF Fraud Control account takeover prevention ({_TOKENS})",
    "AWSManagedRulesACFPRuleSet": f"AWS WAF Fraud Control account creation fraud prevention ({_TOKENS})",
    "AWSManagedRulesAntiDDoSRuleSet": f"AWS WAF anti-DDoS protection ({_TOKENS})",
    "AWSManagedRulesWordPressRuleSet": "the WordPress application rule group (not in labcloud's subset yet)",
}
#: When labcloud's versions of the groups were published (what ListAvailableManagedRuleGroupVersions
#: answers as LastUpdateTimestamp): the release that added managed rule groups.
PUBLISHED = 1_767_225_600.0
