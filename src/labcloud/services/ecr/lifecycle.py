"""Lifecycle policies: AWS's validation of the policy text, and its rules applied on labcloud's clock.

Rules are taken in ``rulePriority`` order; an image matched by one rule's tag selection is out of reach of
every later rule. ``imageCountMoreThan`` keeps the newest ``countNumber`` images a rule matches and expires
the rest; ``sinceImagePushed`` expires those pushed more than ``countNumber`` days ago. Rules run after
every push and on a periodic sweep (so moving the clock expires old images)."""

from __future__ import annotations

import fnmatch
import json
from dataclasses import dataclass

from labcloud.services.ecr.errors import invalid_parameter
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import key
from labcloud.services.ecr.repo.images import Image
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState

#: Seconds between sweeps of every repository with a lifecycle policy.
SWEEP_SECONDS = 60.0
DAY = 86400.0
_RULE_KEYS = {"rulePriority", "description", "selection", "action"}
_SELECTION_KEYS = {"tagStatus", "tagPrefixList", "tagPatternList", "countType", "countUnit", "countNumber"}
#: Tag filters per rule (ECR's limit).
MAX_FILTERS = 4


@dataclass(frozen=True, slots=True)
class Rule:
    priority: int
    tag_status: str
    prefixes: tuple[str, ...]
    patterns: tuple[str, ...]
    count_type: str
    count: int


def _fail(reason: str) -> Exception:
    return invalid_parameter(
        f"Invalid parameter at 'LifecyclePolicyText' failed to satisfy constraint: 'Lifecycle policy validation"
        f" failure: {reason}'"
    )


def _strings(value: object, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
        raise _fail(f"{name} must be a non-empty list of strings")
    if len(value) > MAX_FILTERS:
        raise _fail(f"{name} can have at most {MAX_FILTERS} entries")
    return tuple(value)


def _rule(item: object) -> Rule:
    if not isinstance(item, dict):
        raise _fail("each rule must be an object")
    unknown = set(item) - _RULE_KEYS
    if unknown:
        raise _fail(f"object has unknown properties {sorted(unknown)}")
    priority = item.get("rulePriority")
    if not isinstance(priority, int) or isinstance(priority, bool) or priority < 1:
        raise _fail("rulePriority must be an integer of at least 1")
    action = item.get("action")
    if not isinstance(action, dict) or action.get("type") != "expire" or set(action) != {"type"}:
        raise _fail(
            'action must be {"type": "expire"} (labcloud has no archive storage class to transition to)'
        )
    selection = item.get("selection")
    if not isinstance(selection, dict):
        raise _fail("selection is required")
    unknown = set(selection) - _SELECTION_KEYS
    if unknown:
        raise _fail(f"selection has unknown properties {sorted(unknown)}")
    status = selection.get("tagStatus")
    if status not in ("tagged", "untagged", "any"):
        raise _fail("tagStatus must be one of tagged, untagged, any")
    prefixes = _strings(selection["tagPrefixList"], "tagPrefixList") if "tagPrefixList" in selection else ()
    patterns = (
        _strings(selection["tagPatternList"], "tagPatternList") if "tagPatternList" in selection else ()
    )
    if status == "tagged" and not (prefixes or patterns):
        raise _fail("tagPrefixList or tagPatternList is required when tagStatus is tagged")
    if prefixes and patterns:
        raise _fail("tagPrefixList and tagPatternList cannot both be used in one rule")
    if status != "tagged" and (prefixes or patterns):
        raise _fail("tagPrefixList and tagPatternList can be used only when tagStatus is tagged")
    count_type = selection.get("countType")
    if count_type not in ("imageCountMoreThan", "sinceImagePushed"):
        raise _fail("countType must be imageCountMoreThan or sinceImagePushed")
    if count_type == "sinceImagePushed" and selection.get("countUnit") != "days":
        raise _fail("countUnit must be days when countType is sinceImagePushed")
    if count_type == "imageCountMoreThan" and "countUnit" in selection:
        raise _fail("countUnit cannot be used when countType is imageCountMoreThan")
    count = selection.get("countNumber")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise _fail("countNumber must be an integer of at least 1")
    return Rule(priority, status, prefixes, patterns, count_type, count)


def parse(text: str) -> list[Rule]:
    """The policy's rules in priority order (InvalidParameterException for a policy AWS refuses)."""
    try:
        document = json.loads(text)
    except ValueError:
        raise _fail("the policy is not valid JSON") from None
    if not isinstance(document, dict) or set(document) != {"rules"}:
        raise _fail("the policy must be an object with one property, rules")
    listed = document["rules"]
    if not isinstance(listed, list) or not listed:
        raise _fail("rules must be a non-empty list")
    rules = sorted((_rule(item) for item in listed), key=lambda r: r.priority)
    if len({r.priority for r in rules}) != len(rules):
        raise _fail("rulePriority must be unique")
    if any(r.tag_status == "any" for r in rules[:-1]):
        raise _fail("a rule with tagStatus any must have the highest rulePriority")
    return rules


def _matches(rule: Rule, tags: list[str]) -> bool:
    if rule.tag_status == "any":
        return True
    if rule.tag_status == "untagged":
        return not tags
    # every prefix (or pattern) of the rule must be matched by one of the image's tags
    if rule.prefixes:
        return all(any(t.startswith(prefix) for t in tags) for prefix in rule.prefixes)
    return all(any(fnmatch.fnmatchcase(t, pattern) for t in tags) for pattern in rule.patterns)


def due(rules: list[Rule], images: list[Image], tags: dict[str, list[str]], now: float) -> list[Image]:
    """The images the rules expire at ``now``."""
    left = list(images)
    out: list[Image] = []
    for rule in rules:
        matched = [i for i in left if _matches(rule, tags.get(i.digest, []))]
        left = [i for i in left if i not in matched]
        if rule.count_type == "imageCountMoreThan":
            newest = sorted(matched, key=lambda i: (i.pushed, i.digest), reverse=True)
            out += newest[rule.count :]
        else:
            out += [i for i in matched if now - i.pushed > rule.count * DAY]
    return out


def expire(state: EcrState, repository: Repository, now: float) -> int:
    """Apply the repository's lifecycle policy (inside the caller's transaction) and note when it ran; how
    many images expired."""
    if not repository.lifecycle:
        return 0
    where = key(repository)
    tags = state.images.tags_of(where)
    gone = due(parse(repository.lifecycle), state.images.all_in(where), tags, now)
    for image in gone:
        state.images.remove(where, image.digest)
        publish(state, "ecr.image.expired", repository, digest=image.digest, tags=tags.get(image.digest, []))
    state.repositories.update(repository, lifecycle_evaluated=now)
    return len(gone)


def sweep(state: EcrState, now: float) -> None:
    expired = 0
    with state.store.transaction():
        for repository in state.repositories.with_lifecycle():
            expired += expire(state, repository, now)
    if expired:
        from labcloud.services.ecr.collect import collect

        collect(state)
