"""LaTeX read aloud in English, Spanish, French and German."""

from __future__ import annotations

import pytest

from audioguide.text.mathspeech import Spoken, numbered_labels, speak


@pytest.mark.parametrize(("latex", "said"), [
    (r"a \ne 0", "a is not equal to 0"),
    (r"ax^2 + bx + c = 0", "a x squared plus b x plus c equals 0"),
    (r"\sum_{n=1}^\infty 1/n^2 = \frac{\pi^2}{6}", "the sum from n equals 1 to infinity of 1 over n squared equals"
                                                  " pi squared over 6"),
    (r"x = {-b \pm \sqrt{b^2-4ac} \over 2a}", "x equals the fraction with numerator minus b plus or minus the square"
                                             " root of b squared minus 4 a c and denominator 2 a"),
    (r"\dfrac{1}{2} + \tfrac{3}{4} + \frac12", "1/2 plus 3/4 plus 1/2"),
    (r"x^3 \leq y^{n+1} \geq z^{-1}", "x cubed is less than or equal to y to the power of n plus 1 is greater than or"
                                      " equal to z to the power of minus 1"),
    (r"x_i \approx x_{i+1} \equiv y \sim z", "x sub i is approximately equal to x sub i plus 1 is equivalent to y is"
                                            " similar to z"),
    (r"\sqrt[3]{x} \times \sqrt[n]{y} \cdot 2 \div 4", "the cube root of x times the nth root of y times 2 divided"
                                                      " by 4"),
    (r"\int_a^b f(x)\,dx", "the integral from a to b of f of x d x"),
    (r"\prod_{i} a_i", "the product over i of a sub i"),
    (r"\lim_{x \to 0} \frac{\sin x}{x} = 1", "the limit as x tends to 0 of sine x over x equals 1"),
    (r"\forall x \in \mathbb{R}, \exists y", "for all x in R, there exists y"),
    (r"A \subset B \rightarrow C", "A is a subset of B tends to C"),
    (r"\alpha + \Omega + \varepsilon", "alpha plus capital omega plus epsilon"),
    (r"1, 2, \ldots, n", "1, 2, dot dot dot, n"),
    (r"\left( \mathbf{v} \right) \quad \text{for all } v", "v for all v"),
    (r"f'(x) < g(x) > 0", "f prime x is less than g of x is greater than 0"),
    (r"(a+b)^2 = 2(a+b) \cdot f(x+1)", "the quantity a plus b, squared equals 2 the quantity a plus b, times f of x"
                                       " plus 1"),
    (r"\left| x - 1 \right| < \epsilon", "the absolute value of x minus 1 is less than epsilon"),
    (r"\binom{n}{k} \textcolor{red}{x}", "n choose k x"),
    # a subscript that is a name of words (an LLM serving guide's "time to first token")
    (r"TTFT = t_{first\_token} - t_{stream\_start} + a_{max} + x_{ij}", "T T F T equals t sub first token minus t sub"
                                                                       " stream start plus a sub max plus x sub i j"),
])
def test_english(latex: str, said: str) -> None:
    assert speak(latex, "en").text == said


@pytest.mark.parametrize(("language", "said"), [
    ("en", "When: the sum from n equals 1 to infinity of 1 over n squared is not equal to pi squared over 6"),
    ("es", "When: la suma desde n es igual a 1 hasta infinito de 1 entre n al cuadrado no es igual a pi al cuadrado"
           " entre 6"),
    ("fr", "When: la somme de n égale 1 à l'infini de 1 sur n au carré est différent de pi au carré sur 6"),
    ("de", "When: die Summe von n gleich 1 bis unendlich über 1 durch n Quadrat ungleich Pi Quadrat durch 6"),
])
def test_each_language_reads_from_its_tables(language: str, said: str) -> None:
    assert speak(r"\text{When:} \sum_{n=1}^{\infty} \frac{1}{n^2} \neq \frac{\pi^2}{6}", language).text == said


@pytest.mark.parametrize(("language", "said"), [
    ("en", "x sub i squared is less than or equal to the square root of y"),
    ("es", "x sub i al cuadrado es menor o igual que la raíz cuadrada de y"),
    ("fr", "x indice i au carré est inférieur ou égal à la racine carrée de y"),
    ("de", "x Index i Quadrat kleiner oder gleich die Wurzel aus y"),
])
def test_subscripts_and_roots(language: str, said: str) -> None:
    assert speak(r"x_i^2 \le \sqrt{y}", language).text == said


def test_aligned_rows_are_a_pause_and_labels_are_not_read() -> None:
    latex = r"\begin{align} a &= b \label{eq:a} \\ c &= d \tag{*} \end{align}"
    assert speak(latex, "en").text == "a equals b, c equals d"


def test_an_unknown_command_is_read_by_its_name_and_listed() -> None:
    assert speak(r"\mathfrak{g} \oplus \foo", "en") == Spoken("g oplus foo", (r"\oplus", r"\foo"))


def test_a_macro_s_definition_is_not_read() -> None:
    # executablebooks/sphinx-proof docs/source/syntax.md: a {math} block of definitions shows nothing
    assert speak(r"\DeclareMathOperator*{\argmax}{arg\,max} \DeclareMathOperator*{\argmin}{arg\,min}").text == ""
    assert speak(r"\newcommand{\norm}[1]{\lVert #1 \rVert} y + 1", "en").text == "y plus 1"


def test_references_are_read_by_the_number_the_page_shows() -> None:
    assert speak(r"\eqref{eq:series}", "en", {"eq:series": "1"}).text == "equation (1)"
    assert speak(r"\ref{eq:other}", "fr", {"eq:series": "1"}).text == "l'équation"


def test_numbered_environments_give_their_labels_numbers() -> None:
    assert numbered_labels(r"\begin{equation} x \label{eq:x} \end{equation}", 3) == ({"eq:x": "3"}, 1)
    assert numbered_labels(r"\begin{align} a \label{a} \\ b \nonumber \\ c \label{c} \end{align}", 1) == (
        {"a": "1", "c": "2"}, 2)
    assert numbered_labels(r"\begin{equation*} x \label{eq:x} \end{equation*}", 1) == ({}, 0)
    assert numbered_labels(r"x = 1", 4, True, "myst") == ({"myst": "4"}, 1)
    assert numbered_labels(r"x = 1 \tag{A} \label{t}", 4) == ({"t": "A"}, 0)
