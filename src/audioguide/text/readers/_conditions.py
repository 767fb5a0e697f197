"""Which branch of a template's condition the site renders, where that can be known.

Pages keep text for several products, versions or settings in one file, in conditions the site's
generator evaluates when it renders the page: GitHub Docs' ``{% ifversion ghes %}…{% else %}…{% endif %}``,
Jekyll's ``{% if site.site_name == 'WPF' %}``, a MkDocs macros page's ``{% if config.extra.beta %}``.
:func:`holds` evaluates such a condition as the generator does, from what can be known without rendering
the site:

- the guide's own values (the markdown reader's ``variables`` and ``version`` options);
- the page's front matter (``page.x``; a name Jekyll sets itself, ``page.url``, is unknown);
- the site's data: Jekyll's ``_config.yml`` and ``_data/`` files (``site.x``, ``site.data.x.y``), MkDocs'
  ``mkdocs.yml`` (``config.x``, and the bare names of its ``extra`` for the macros plugin);
- GitHub Docs' versions: the page is read as docs.github.com shows it by default, Free, Pro & Team
  (``fpt``), unless the page is not written for it (then Enterprise Cloud, then Server) or the guide names
  another (``version: ghes@3.14``); a feature name (``{% ifversion projects-v2 %}``) by the versions its
  ``data/features/<name>.yml`` gives.

A condition that refers to anything else is unknown (None): the reader then keeps the first branch and
reports the others. Liquid's ``and`` and ``or`` are read from right to left, with no precedence, as
Shopify's Liquid and liquidjs read them; ``nil`` and ``false`` are its only false values. Written here:
only the few operators such conditions use matter, and the generators themselves need the whole site.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from audioguide.text.readers._macros import DOCUMENT, PAGE, data_file

UNKNOWN = object()
"""A value that cannot be known here (set by a plugin, or by the site at build time)."""
EMPTY = object()
"""Liquid's ``empty``: equal to an empty string, list or mapping."""
GITHUB_PLANS = ("fpt", "ghec", "ghes", "ghae")
_LONG_PLANS = {"free-pro-team": "fpt", "enterprise-cloud": "ghec", "enterprise-server": "ghes", "github-ae": "ghae"}
_JEKYLL_PAGE = frozenset({"content", "url", "date", "id", "categories", "collection", "tags", "dir", "name",
                          "path", "next", "previous", "excerpt", "relative_path", "slug", "ext", "output"})
"""What Jekyll sets on every page itself: not known from the front matter."""
_TOKEN = re.compile(
    r"""\s*(?:(?P<string>"[^"]*"|'[^']*')|(?P<number>-?\d+(?:\.\d+)*)"""
    r"""|(?P<operator>==|!=|<>|<=|>=|<|>|=)"""
    r"""|(?P<word>[A-Za-z_][\w-]*(?:\.[\w-]+|\[(?:"[^"]*"|'[^']*'|\d+)\])*))"""
)
_COMPARISONS = ("==", "!=", "<>", "<=", ">=", "<", ">", "=", "contains")


def holds(name: str, expression: str, variables: Mapping[str, object] | None = None,
          version: str | None = None) -> bool | None:
    """Whether the condition of a ``{% name expression %}`` tag (``if``, ``elsif``, ``elif``, ``unless``,
    ``ifversion``; an ``elsif`` of an ``ifversion`` is named so) holds on the page the site renders, or None
    when that cannot be known."""
    tokens = _tokens(expression)
    if tokens is None or not tokens:
        return None
    if name == "ifversion":
        return _either(tokens, lambda term: _version_term(term, version))
    value = _either(tokens, lambda term: _liquid_term(term, variables or {}))
    return (not value if value is not None else None) if name == "unless" else value


def case_matches(subject: str, when: str, variables: Mapping[str, object] | None = None) -> bool | None:
    """Whether ``{% when when %}`` is the branch of ``{% case subject %}`` the site renders; None: unknown."""
    tokens = _tokens(subject)
    value = _value(tokens[0], variables or {}) if tokens and len(tokens) == 1 else UNKNOWN
    if value is UNKNOWN:
        return None
    found = _tokens(when.replace(",", " or "))
    if not found:
        return None
    options = [token for token in found if token != ("word", "or")]
    values = [_value(token, variables or {}) for token in options]
    if any(option is UNKNOWN for option in values):
        return None
    return any(_equal(value, option) for option in values)


# ---------------------------------------------------------------- expressions

Token = tuple[str, str]


def _tokens(expression: str) -> list[Token] | None:
    """The expression's tokens, or None for what is not read here (filters, parentheses, ranges)."""
    tokens: list[Token] = []
    position = 0
    expression = expression.strip()
    while position < len(expression):
        found = _TOKEN.match(expression, position)
        if found is None or found.end() == position:
            return None
        kind = found.lastgroup or ""
        tokens.append((kind, found[kind]))
        position = found.end()
        while position < len(expression) and expression[position].isspace():
            position += 1
    return tokens


def _either(tokens: list[Token], term: object) -> bool | None:
    """``a and b or c``, read from right to left (Liquid): each term by ``term``, None where unknown."""
    terms: list[list[Token]] = [[]]
    joins: list[str] = []
    for token in tokens:
        if token[0] == "word" and token[1] in ("and", "or"):
            terms.append([])
            joins.append(token[1])
        else:
            terms[-1].append(token)
    assert callable(term)
    values = [term(part) if part else None for part in terms]
    result = values[-1]
    for join, value in zip(reversed(joins), reversed(values[:-1]), strict=True):
        result = _and(value, result) if join == "and" else _or(value, result)
    return result


def _and(a: bool | None, b: bool | None) -> bool | None:
    return False if a is False or b is False else None if a is None or b is None else True


def _or(a: bool | None, b: bool | None) -> bool | None:
    return True if a is True or b is True else None if a is None or b is None else False


def _not(value: bool | None) -> bool | None:
    return None if value is None else not value


def _liquid_term(term: list[Token], variables: Mapping[str, object]) -> bool | None:
    if term and term[0] == ("word", "not"):  # Jinja's not (MkDocs macros)
        return _not(_liquid_term(term[1:], variables))
    if len(term) == 1:
        value = _value(term[0], variables)
        return None if value is UNKNOWN else _truthy(value)
    if len(term) == 3 and (term[1][0] == "operator" or term[1] == ("word", "contains")):
        left, right = _value(term[0], variables), _value(term[2], variables)
        if left is UNKNOWN or right is UNKNOWN:
            return None
        return _compare(left, term[1][1], right)
    return None


def _truthy(value: object) -> bool:
    return value is not None and value is not False


def _equal(left: object, right: object) -> bool:
    if right is EMPTY or left is EMPTY:
        return (left if right is EMPTY else right) in ("", [], {})
    if isinstance(left, bool) or isinstance(right, bool):
        return left is right
    if isinstance(left, (int, float)) and isinstance(right, (int, float)):
        return left == right
    return type(left) is type(right) and left == right


def _compare(left: object, operator: str, right: object) -> bool | None:
    if operator in ("==", "="):
        return _equal(left, right)
    if operator in ("!=", "<>"):
        return not _equal(left, right)
    if operator == "contains":
        if isinstance(left, str) and isinstance(right, str):
            return right in left
        return right in left if isinstance(left, list) else None
    if isinstance(left, str) and isinstance(right, str):
        pair: tuple[str, str] | tuple[float, float] = (left, right)
    elif all(isinstance(side, (int, float)) and not isinstance(side, bool) for side in (left, right)):
        pair = (float(left), float(right))  # type: ignore[arg-type]
    else:
        return None
    a, b = pair
    return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[operator]  # type: ignore[operator]


def _value(token: Token, variables: Mapping[str, object]) -> object:
    kind, text = token
    if kind == "string":
        return text[1:-1]
    if kind == "number":
        return float(text) if "." in text else int(text)
    if kind != "word":
        return UNKNOWN
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    if text in ("nil", "null", "none", "None"):
        return None
    if text in ("empty", "blank"):
        return EMPTY
    return variable(text, variables)


def variable(name: str, variables: Mapping[str, object]) -> object:
    """What the variable ``name`` (``site.data.x.y``, ``page.title``, ``config.extra.beta``) holds on the
    page the site renders, or :data:`UNKNOWN`."""
    if name in variables:
        return variables[name]
    path = [part for part in re.split(r"\.|\[['\"]?|['\"]?\]", name) if part]
    if not path:
        return UNKNOWN
    if path[0] == "page":
        if len(path) > 1 and path[1] in _JEKYLL_PAGE:
            return UNKNOWN
        return _walk(PAGE.get(), path[1:], missing=None)
    document = DOCUMENT.get()
    if document is None:
        return UNKNOWN
    if path[0] == "site":
        root = _root(document, ("_config.yml",))
        if root is None:
            return UNKNOWN
        if len(path) > 2 and path[1] == "data":
            for cut in range(len(path), 2, -1):  # site.data.a.b.key: _data/a/b.yml, then _data/a.yml
                for suffix in (".yml", ".yaml", ".json"):
                    file = root.joinpath("_data", *path[2:cut - 1], f"{path[cut - 1]}{suffix}")
                    if file.is_file():
                        return _walk(data_file(file), path[cut:], missing=UNKNOWN)
            return UNKNOWN
        return _walk(data_file(root / "_config.yml"), path[1:], missing=UNKNOWN)
    mkdocs = _root(document, ("mkdocs.yml",))
    if mkdocs is not None:
        from audioguide.text.readers._includes import _settings

        settings = _settings(mkdocs / "mkdocs.yml")
        if path[0] == "config":
            return _walk(settings, path[1:], missing=UNKNOWN)
        return _walk(settings, ["extra", *path], missing=UNKNOWN)
    return UNKNOWN


def _root(document: Path, markers: tuple[str, ...]) -> Path | None:
    return next((folder for folder in document.resolve().parents
                 if any((folder / marker).is_file() for marker in markers)), None)


def _walk(tree: object, keys: list[str], missing: object) -> object:
    for key in keys:
        if isinstance(tree, Mapping) and key in tree:
            tree = tree[key]
        elif isinstance(tree, list) and key.isdigit() and int(key) < len(tree):
            tree = tree[int(key)]
        else:
            return missing
    return tree


# ---------------------------------------------------------------- GitHub Docs' versions


def current_version(version: str | None) -> tuple[str, tuple[int, ...] | None]:
    """The plan (``fpt``) and release (``(3, 14)``, or None) the page is read for."""
    if version:
        plan, _, release = version.partition("@")
        plan = _LONG_PLANS.get(plan, plan)
        numbers = tuple(int(part) for part in release.split(".")) if re.fullmatch(r"\d+(?:\.\d+)*", release) else None
        return plan, numbers
    versions = PAGE.get().get("versions")
    if isinstance(versions, Mapping) and "fpt" not in versions:
        for plan in ("ghec", "ghes", "ghae"):
            if plan in versions:
                return plan, None
    return "fpt", None


def _version_term(term: list[Token], version: str | None) -> bool | None:
    if term and term[0] == ("word", "not"):
        return _not(_version_term(term[1:], version))
    plan, release = current_version(version)
    if len(term) == 1 and term[0][0] == "word":
        name = term[0][1]
        if name in GITHUB_PLANS:
            return name == plan
        return _feature(name, plan, release)
    if len(term) == 3 and term[0][0] == "word" and term[0][1] in GITHUB_PLANS and term[1][0] == "operator" \
            and term[2][0] == "number":
        if term[0][1] != plan:
            return term[1][1] == "!="
        return _in_range(release, term[1][1], term[2][1])
    return None


def _in_range(release: tuple[int, ...] | None, operator: str, bound: str) -> bool | None:
    if release is None:
        return None
    limit = tuple(int(part) for part in bound.split("."))
    return {"=": release == limit, "==": release == limit, "!=": release != limit, "<": release < limit,
            ">": release > limit, "<=": release <= limit, ">=": release >= limit}.get(operator)


def _feature(name: str, plan: str, release: tuple[int, ...] | None) -> bool | None:
    """Whether GitHub Docs' feature ``name`` is on for the version: its ``data/features/<name>.yml``."""
    document = DOCUMENT.get()
    if document is None or not re.fullmatch(r"[\w-]+", name):
        return None
    root = next((folder for folder in document.resolve().parents if (folder / "data" / "features").is_dir()), None)
    file = root / "data" / "features" / f"{name}.yml" if root is not None else None
    if file is None or not file.is_file():
        return None
    versions = _walk(data_file(file), ["versions"], missing=None)
    if not isinstance(versions, Mapping):
        return None
    if plan not in versions:
        return False
    wanted = str(versions[plan]).replace(" ", "")
    if wanted == "*":
        return True
    found = re.fullmatch(r"(<=|>=|<|>|=)?(\d+(?:\.\d+)*)", wanted)
    return _in_range(release, found[1] or "=", found[2]) if found else None
