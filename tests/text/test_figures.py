"""Fractions, signs, a number's agreement with its noun (text/figures.py), numeric dates by region, amounts with
a scale word and telephone numbers, through for_speech as the voice is given them."""

from __future__ import annotations

import pytest

from audioguide.text.figures import before_noun
from audioguide.text.prepare import date_order, for_speech, unsettled_dates

CASES = [
    # fractions
    ("en", "Add 1/2 cup of sugar.", "Add half a cup of sugar."),
    ("en", "About ½ of them agreed.", "About one half of them agreed."),
    ("en", "Mix in 3/4 of the flour.", "Mix in three quarters of the flour."),
    ("en", "Wait 1 ½ hours.", "Wait one and a half hours."),
    ("en", "Only 5/8 of an inch.", "Only five eighths of an inch."),
    ("en", "2⁄3 of the votes.", "two thirds of the votes."),
    ("de", "Etwa 1/3 der Leute kam.", "Etwa ein Drittel der Leute kam."),
    ("de", "Nach 2 ½ Stunden.", "Nach zweieinhalb Stunden."),
    ("de", "Es sind 3/20 der Fläche.", "Es sind drei Zwanzigstel der Fläche."),
    ("fr", "Environ 2/3 des gens.", "Environ deux tiers des gens."),
    ("fr", "Un quart, soit ¼ du total.", "Un quart, soit un quart du total."),
    ("fr", "Il reste 3/5 du budget.", "Il reste trois cinquièmes du budget."),
    ("es", "Llegó 3/4 del grupo.", "Llegó tres cuartos del grupo."),
    ("es", "Solo 1/12 del total.", "Solo un doceavo del total."),
    ("en", "A 24/7 hotline.", "A twenty-four seven hotline."),
    ("de", "Wir sind 24/7 erreichbar.", "Wir sind rund um die Uhr erreichbar."),
    ("en", "Rated 4/3 by nobody.", "Rated four slash three by nobody."),
    ("es", "Según la Ley 7/1985, de 2 de abril.", "Según la Ley siete de mil novecientos ochenta y cinco, de dos de"
                                                  " abril."),
    # signs
    ("en", "Sales grew +3 % this year.", "Sales grew plus three percent this year."),
    ("en", "It fell to -2 overnight.", "It fell to minus two overnight."),
    ("de", "Ein Plus von +5 Punkten.", "Ein Plus von plus fünf Punkten."),
    ("fr", "Une baisse de −4 %.", "Une baisse de moins quatre pour cent."),
    ("es", "Subió un +3 %.", "Subió un más tres por ciento."),
    ("en", "Pages 10-15 only.", "Pages ten to fifteen only."),
    # a number ending in one agrees with its noun
    ("es", "Tengo 1 hermana y 1 hermano.", "Tengo una hermana y un hermano."),
    ("es", "Pasaron 21 días y 31 semanas.", "Pasaron veintiún días y treinta y una semanas."),
    # grouped in thousands too; a year before a verb is no count
    ("es", "Suman 220.581 kilómetros y 72 151 habitantes.", "Suman doscientos veinte mil quinientos ochenta y un"
     " kilómetros y setenta y dos mil ciento cincuenta y un habitantes."),
    ("es", "En 2021 hubo casos.", "En dos mil veintiuno hubo casos."),
    ("es", "Hay 1 problema en 1 canción.", "Hay un problema en una canción."),
    ("es", "Cuesta 21 €.", "Cuesta veintiún euros."),
    ("es", "Cuesta £1.", "Cuesta una libra."),
    ("es", "El 1 de mayo y el capítulo 1 la llegada.", "El uno de mayo y el capítulo uno la llegada."),
    # Spanish hundreds agree too; a plural article says the gender
    ("es", "Vinieron 1.500 personas a 200.000 casas.", "Vinieron mil quinientas personas a doscientas mil casas."),
    ("es", "Las 1.001 noches y los 300 espartanos.", "Las mil una noches y los trescientos espartanos."),
    # the first of a ruler's name where "I" is no word; "primero" ending its phrase stays whole
    ("es", "Carlos I fue rey y el Anexo I lo dice; el 1.º puesto.", "Carlos primero fue rey y el Anexo uno lo dice;"
     " el primer puesto."),
    ("de", "Wilhelm I. war Kaiser.", "Wilhelm der Erste war Kaiser."),
    ("en", "When Henry I was king, I think.", "When Henry I was king, I think."),
    ("es", "Son 2.500.000 personas y 21.000 libros.", "Son dos millones quinientas mil personas y veintiún mil"
     " libros."),
    ("de", "Nach 1 Stunde kam 1 Kind.", "Nach einer Stunde kam ein Kind."),
    ("de", "Es gab 1 Lösung und 1 Jahr Ruhe.", "Es gab eine Lösung und ein Jahr Ruhe."),
    ("de", "Es kostet 1 €.", "Es kostet ein Euro."),
    ("de", "Seite 1 Der Anfang.", "Seite eins Der Anfang."),
    ("fr", "Ça coûte £1.", "Ça coûte une livre."),
    # amounts with a scale word
    ("en", "It costs $5 million.", "It costs five million dollars."),
    ("en", "A €2.5 billion fund.", "A two point five billion euro fund."),
    ("de", "Es kostet 5 Mio. €.", "Es kostet fünf Millionen Euro."),
    ("de", "Nur 1 Mrd. € blieb.", "Nur eine Milliarde Euro blieb."),
    ("fr", "Un budget de 3 millions €.", "Un budget de trois millions d'euros."),
    ("es", "Un gasto de 2 millones $.", "Un gasto de dos millones de dólares."),
    ("en", "It costs £1.50.", "It costs one pound, fifty pence."),
    # numeric dates by region; the day's case in German
    ("en-US", "The meeting is on 4/5/2026.", "The meeting is on April fifth, twenty twenty-six."),
    ("en-GB", "The meeting is on 4/5/2026.", "The meeting is on the fourth of May twenty twenty-six."),
    ("en-AU", "Due 13/5/2026.", "Due the thirteenth of May twenty twenty-six."),
    ("en", "It happened on 13/5/2026.", "It happened on the thirteenth of May twenty twenty-six."),
    ("en", "Deadline: 12/25/2026.", "Deadline: December twenty-fifth, twenty twenty-six."),
    ("en", "The meeting is on 4/5/2026.", "The meeting is on April fifth, twenty twenty-six."),
    ("en-US", "Not a date: 2/30/2026.", "Not a date: two/thirty/twenty twenty-six."),
    ("de", "Am 03.10.2025 war Feiertag.", "Am dritten Oktober zweitausendfünfundzwanzig war Feiertag."),
    ("fr", "Dans les années 1980.", "Dans les années quatre-vingts."),
    # telephone numbers
    ("de", "Rufen Sie 0800 123 456 an.", "Rufen Sie null acht null null, eins zwei drei, vier fünf sechs an."),
    ("en", "Call 0800 123 4567 today.", "Call zero eight zero zero, one two three, four five six seven today."),
    ("fr", "Appelez le 01 23 45 67 89.",
     "Appelez le zéro un, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf."),
    ("es", "Llame al 900 123 456.", "Llame al nueve cero cero, uno dos tres, cuatro cinco seis."),
    ("en", "Call (555) 123-4567.", "Call five five five, one two three, four five six seven."),
    # separators, sizes, "@" and "+" between quantities
    ("en", "Open 9 a.m. | closed 5 p.m. Use an 8 x 8 pan, bake @ 350; 1 cup (200 g) + 2 tbsp.",
     "Open nine A M, closed five P M. Use an eight by eight pan, bake at three hundred and fifty; one cup (two"
     " hundred grams) plus two tablespoons."),
    ("fr", "1er jour : Vendredi / Ville-Vieille à Ceillac", "premier jour : Vendredi, Ville-Vieille à Ceillac"),
    ("de", "Tel.: +49 30 1234567", "Telefon: plus vier neun, drei null, eins zwei drei vier fünf sechs sieben"),
    ("es", "Escribe al +34 612 345 678.",
     "Escribe al más tres cuatro, seis uno dos, tres cuatro cinco, seis siete ocho."),
    ("en", "Or 555 123 4567 at night.", "Or five five five, one two three, four five six seven at night."),
    ("en", "We raised 100 000 dollars.", "We raised one hundred thousand dollars."),
    ("de", "Es waren 1 234 567 Menschen.",
     "Es waren eine Million zweihundertvierunddreißigtausendfünfhundertsiebenundsechzig Menschen."),
    ("en", "In 2020 50 people came.", "In twenty twenty, fifty people came."),
    # a scale word before the noun it counts; an ordinal's short form before a noun
    ("fr", "Son âge est estimé à 78 000 000 ans.", "Son âge est estimé à soixante-dix-huit millions d'ans."),
    ("es", "Tiene 25 000 000 habitantes.", "Tiene veinticinco millones de habitantes."),
    ("es", "Son 4 500 000 votos.", "Son cuatro millones quinientos mil votos."),
    ("es", "Ganó el 1.° puesto y llegó primero de todos.", "Ganó el primer puesto y llegó primero de todos."),
    # from public pages: imprints, recipes, emergency pages, encyclopaedic prose
    ("de", "Telefon: +49 (0)2408 / 9492-0", "Telefon: plus vier neun, zwei vier null acht, neun vier neun zwei, null"),
    ("de", "Telefon: +49 89 1222 469 00", "Telefon: plus vier neun, acht neun, eins zwei zwei zwei, vier sechs neun,"
                                          " null null"),
    ("en", "1/2 teaspoon salt, 1/4 teaspoon black pepper, 1 1/2 cups chicken broth",
     "half a teaspoon salt, a quarter teaspoon black pepper, one and a half cups chicken broth"),
    ("es", "Llamar al 919 935 237.", "Llamar al nueve uno nueve, nueve tres cinco, dos tres siete."),
    ("es", "En 2023 atendió más de 46 millones de llamadas.",
     "En dos mil veintitrés atendió más de cuarenta y seis millones de llamadas."),
    ("fr", "Il devient célèbre dans les années 1980 avec son rôle dans la série télévisée 21 Jump Street.",
     "Il devient célèbre dans les années quatre-vingts avec son rôle dans la série télévisée vingt et un Jump"
     " Street."),
    # a number after a label is a number ("Absatz 1": eins), "über" before a number is "more than"; French counts
    # ending in "un" before a feminine noun: "une"
    ("de", "Der Bundestag besteht gemäß § 1 Absatz 1 Satz 1 Bundeswahlgesetz aus 630 Abgeordneten.",
     "Der Bundestag besteht gemäß Paragraf eins Absatz eins Satz eins Bundeswahlgesetz aus sechshundertdreißig "
     "Abgeordneten."),
    ("de", "Über 1 Million Menschen kamen, über 1 Jahr lang, nach 1 Stunde.",
     "Über eine Million Menschen kamen, über ein Jahr lang, nach einer Stunde."),
    ("fr", "Dans 501 circonscriptions, 21 personnes, 1 fois, 1 député, 81 ans, page 1 suite.",
     "Dans cinq cent une circonscriptions, vingt et une personnes, une fois, un député, quatre-vingt-un ans, "
     "page un suite."),
    # a German "1-" in a compound but a score's "3:1-Heimsieg"; minutes added to a half; a Spanish feminine ordinal
    ("de", "Die Münchener feierten einen 3:1-Heimsieg, ein 1:1-Remis, eine 1-Zimmer-Wohnung.",
     "Die Münchener feierten einen drei zu eins-Heimsieg, ein eins zu eins-Remis, eine Ein-Zimmer-Wohnung."),
    ("fr", "Kolo Muani a repris de la tête (90e+2, 1-3).",
     "Kolo Muani a repris de la tête (quatre-vingt-dixième plus deux, un à trois)."),
    ("es", "Resultados de la 21ª jornada.",
     "Resultados de la vigésima primera jornada."),
    # inches before a closing mark; a Spanish number before a verb is no count
    ("en", "A 12mm (about 0.47 in) telephoto, 5 in total.",
     "A twelve millimeters (about zero point four seven inches) telephoto, five in total."),
    ("es", "El AVE 3131 saldrá a las 13:00; llegaron 21 personas.",
     "El AVE tres mil ciento treinta y uno saldrá a las trece en punto; llegaron veintiuna personas."),
    # a whole number and a fraction joined by a hyphen
    ("en", "2-1/4 cups all-purpose flour, 2 cups (12-oz. pkg.) chips and a 1-1/2 inch cube.",
     "two and one quarter cups all-purpose flour, two cups (twelve-ounce package) chips and a one and a half "
     "inch cube."),
    # so many times a dose (no size), a multiplier after a decimal
    ("en", "Given as 2 x 3 g doses in an 8 x 8 pan, a book to bill of 1.06x.",
     "Given as two times three gram doses in an eight by eight pan, a book to bill of one point zero "
     "six times."),
]


@pytest.mark.parametrize(("language", "text", "expected"), [
    # MDN's Array.prototype.at(), httpx's compatibility page, react-redux's connect(): operators in inline code
    ("en", "If index < 0, index + array.length is accessed; if index < -array.length or index >= array.length,"
     " undefined is returned.", "If index less than zero, index plus array.length is accessed; if index less than"
     " minus array.length or index greater than or equal to array.length, undefined is returned."),
    ("en", "Compare with response.status_code == codes.OK or r.ok != False.", "Compare with response.status_code"
     " equals codes.OK or r.ok is not equal to False."),
    ("en", "mapStateToProps?: (state, ownProps?) => Object", "mapStateToProps?: (state, ownProps?) arrow Object"),
    ("de", "Gilt x <= 10 und a === b, dann weiter.", "Gilt x kleiner oder gleich zehn und a strikt gleich b, dann"
     " weiter."),
    ("fr", "Si a != b alors", "Si a différent de b alors"),
])
def test_operators_between_two_terms_are_said(language: str, text: str, expected: str) -> None:
    assert for_speech(text, language) == expected


@pytest.mark.parametrize(("language", "text", "expected"), CASES)
def test_fractions_signs_agreement_dates_and_phone_numbers(language: str, text: str, expected: str) -> None:
    assert for_speech(text, language) == expected


def test_dates_either_way_round_are_listed_only_where_the_language_has_no_region() -> None:
    text = "From 4/5/2026 to 13/5/2026, or 5/5/2026."
    assert unsettled_dates(text, "en") == ["4/5/2026"]
    assert unsettled_dates(text, "en-GB") == unsettled_dates(text, "en-US") == unsettled_dates(text, "de") == []
    assert (date_order("en"), date_order("en-GB"), date_order("en-IN"), date_order("en-US"), date_order("en-CA")) == (
        None, "dmy", "dmy", "mdy", "mdy")


@pytest.mark.parametrize(("words", "language", "noun", "said"), [
    ("veintiuno", "es", "euros", "veintiún"), ("treinta y uno", "es", "días", "treinta y un"),
    ("uno", "es", "libra", "una"), ("veintiuno", "es", "libras", "veintiuna"), ("eins", "de", "Euro", "ein"),
    ("einhunderteins", "de", "Euro", "einhundertein"), ("un", "fr", "livre", "une"),
    ("vingt et un", "fr", "livres", "vingt et une"), ("un", "fr", "euro", "un"), ("one", "en", "pound", "one"),
])
def test_a_number_before_a_noun_takes_the_noun_s_form(words: str, language: str, noun: str, said: str) -> None:
    assert before_noun(words, language, noun) == said
