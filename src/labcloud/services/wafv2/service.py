"""AWS WAF (botocore ``wafv2``) in the service shape: web ACLs, IP sets, regex pattern sets and custom
rule groups (each change checked against its LockToken), CheckCapacity, tags, associations with REST API
stages, and a real filter: API Gateway's REST data plane asks the offered :class:`~.interfaces.WebAclFilter`
before serving a request (filter.py, evaluate.py); GetSampledRequests answers what it kept
(docs/wafv2.md); a documented local subset of AWS's managed rule groups (managed.py). CAPTCHA and
challenges, logging, API keys and the rest answer "not implemented" or are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module
from labcloud.services.wafv2.interfaces import WebAclFilter
from labcloud.services.wafv2.repo.schema import SCHEMA, TABLES
from labcloud.services.wafv2.state import WafState
from labcloud.services.wafv2.tag_source import tag_source

if TYPE_CHECKING:
    from labcloud.services.wafv2 import association_ops, entity_ops, managed_ops, tag_ops
else:
    association_ops = lazy_module("labcloud.services.wafv2.association_ops")
    entity_ops = lazy_module("labcloud.services.wafv2.entity_ops")
    managed_ops = lazy_module("labcloud.services.wafv2.managed_ops")
    tag_ops = lazy_module("labcloud.services.wafv2.tag_ops")

OPERATIONS: dict[str, Operation[WafState]] = {
    "CreateWebACL": entity_ops.create_web_acl,
    "GetWebACL": entity_ops.get_web_acl,
    "ListWebACLs": entity_ops.list_web_acls,
    "UpdateWebACL": entity_ops.update_web_acl,
    "DeleteWebACL": entity_ops.delete_web_acl,
    "CreateIPSet": entity_ops.create_ip_set,
    "GetIPSet": entity_ops.get_ip_set,
    "ListIPSets": entity_ops.list_ip_sets,
    "UpdateIPSet": entity_ops.update_ip_set,
    "DeleteIPSet": entity_ops.delete_ip_set,
    "CreateRegexPatternSet": entity_ops.create_regex_pattern_set,
    "GetRegexPatternSet": entity_ops.get_regex_pattern_set,
    "ListRegexPatternSets": entity_ops.list_regex_pattern_sets,
    "UpdateRegexPatternSet": entity_ops.update_regex_pattern_set,
    "DeleteRegexPatternSet": entity_ops.delete_regex_pattern_set,
    "CreateRuleGroup": entity_ops.create_rule_group,
    "GetRuleGroup": entity_ops.get_rule_group,
    "ListRuleGroups": entity_ops.list_rule_groups,
    "UpdateRuleGroup": entity_ops.update_rule_group,
    "DeleteRuleGroup": entity_ops.delete_rule_group,
    "CheckCapacity": entity_ops.check_capacity,
    "ListAvailableManagedRuleGroups": managed_ops.list_available_managed_rule_groups,
    "DescribeManagedRuleGroup": managed_ops.describe_managed_rule_group,
    "ListAvailableManagedRuleGroupVersions": managed_ops.list_available_managed_rule_group_versions,
    "ListManagedRuleSets": managed_ops.list_managed_rule_sets,
    "GetManagedRuleSet": managed_ops.get_managed_rule_set,
    "AssociateWebACL": association_ops.associate_web_acl,
    "DisassociateWebACL": association_ops.disassociate_web_acl,
    "GetWebACLForResource": association_ops.get_web_acl_for_resource,
    "ListResourcesForWebACL": association_ops.list_resources_for_web_acl,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "GetSampledRequests": tag_ops.get_sampled_requests,
}


def contributions(state: WafState) -> Contributions:
    from labcloud.services.wafv2.filter import Filter

    return Contributions(tag_sources=(tag_source(state),), offers=(Offer(WebAclFilter, Filter(state)),))


def forget_rates(state: WafState) -> None:
    state.rates.forget()


SERVICE: Service[WafState] = Service(
    name="wafv2",
    state=WafState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_rates,
)
