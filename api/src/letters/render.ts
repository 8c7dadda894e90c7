import PDFDocument from 'pdfkit';
import { formatLongDate } from './format';
import { letterTexts } from './texts';
import type { LetterDocument } from './types';
import { type TextStyle, Typesetter } from './typeset';

/**
 * US Letter in points, what Canadian offices print and fax: one-inch side margins, a little less
 * at the top and bottom so a typical letter with its enclosures fits one page.
 */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 72;
const MARGIN_TOP = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const CONTENT_BOTTOM = PAGE.height - 64;
const FOOTER_BASELINE = PAGE.height - 36;

const INK = '#000000';
const MUTED = '#4a4a4a';

const style = {
  body: { weight: 'regular', size: 11, color: INK },
  bodyBold: { weight: 'bold', size: 11, color: INK },
  senderName: { weight: 'bold', size: 13, color: INK },
  footer: { weight: 'regular', size: 8.5, color: MUTED },
  tag: { weight: 'bold', size: 8.5, color: MUTED },
  title: { weight: 'bold', size: 20, color: INK },
  subtitle: { weight: 'regular', size: 12, color: MUTED },
  boxLabel: { weight: 'bold', size: 9, color: MUTED },
  boxFax: { weight: 'bold', size: 18, color: INK },
  boxText: { weight: 'regular', size: 12, color: INK },
  note: { weight: 'regular', size: 10, color: INK },
} satisfies Record<string, TextStyle>;

/** Line height for a style: 1.3 times the size reads well at 11 pt and survives a fax. */
function lineHeight(textStyle: TextStyle): number {
  return Math.round(textStyle.size * 1.3 * 10) / 10;
}

/** A top-to-bottom cursor over the pages, starting a new page when a line would not fit. */
class Flow {
  y = MARGIN_TOP;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly type: Typesetter,
  ) {}

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN_TOP;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.y + height > CONTENT_BOTTOM && this.y > MARGIN_TOP) this.newPage();
  }

  write(text: string, textStyle: TextStyle, indent = 0, width = CONTENT_WIDTH - indent): void {
    const height = lineHeight(textStyle);
    for (const line of this.type.layout(text, textStyle, width)) {
      this.keep(height);
      // The baseline sits at 80% of the line box: even spacing whatever font a run uses.
      this.type.drawLine(line, MARGIN + indent, this.y + height * 0.8, textStyle);
      this.y += height;
    }
  }

  /** Lines of a block (an address), each kept whole. */
  writeLines(lines: readonly string[], textStyle: TextStyle, indent = 0): void {
    for (const line of lines) this.write(line, textStyle, indent);
  }

  /** Height `text` would take, for keeping blocks together and sizing boxes. */
  measure(text: string, textStyle: TextStyle, width: number): number {
    return this.type.layout(text, textStyle, width).length * lineHeight(textStyle);
  }

  rule(x: number, width: number): void {
    this.doc
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
  }

  box(x: number, y: number, width: number, height: number): void {
    this.doc.rect(x, y, width, height).lineWidth(0.75).fillAndStroke('#f2f2f2', '#9a9a9a');
  }
}

const STEP_INDENT = 24;

function drawInstructions(flow: Flow, letter: LetterDocument): void {
  const { documents, sendTo } = letter.instructions;
  flow.write(letterTexts.instructionsTag, style.tag);
  flow.gap(8);
  flow.write(letterTexts.instructionsTitle, style.title);
  flow.write(letter.title, style.subtitle);
  flow.write(letterTexts.preparedOn(formatLongDate(letter.date)), style.footer);
  flow.gap(18);
  drawSendToBox(flow, letter);
  flow.gap(22);

  const steps: ((indent: number) => void)[] = [
    (indent) => flow.write(letterTexts.steps.print, style.body, indent),
    (indent) => flow.write(letterTexts.steps.sign, style.body, indent),
    (indent) => {
      if (documents.length === 0) {
        flow.write(letterTexts.steps.attachNothing, style.body, indent);
        return;
      }
      flow.write(letterTexts.steps.attach, style.body, indent);
      flow.gap(3);
      for (const document of documents) bullet(flow, document, indent);
    },
    (indent) => {
      if (sendTo.fax) {
        flow.write(letterTexts.steps.fax(sendTo.fax), style.bodyBold, indent);
        if (sendTo.faxNote) {
          flow.gap(3);
          flow.write(sendTo.faxNote, style.body, indent);
          flow.write(letterTexts.steps.faxFallback, style.body, indent);
          flow.gap(3);
          flow.writeLines(sendTo.mailAddress, style.body, indent + 14);
        }
      } else {
        const why = sendTo.unconfirmedFax
          ? letterTexts.steps.mailUnconfirmedFax(sendTo.unconfirmedFax)
          : letterTexts.steps.mail;
        flow.write(why, style.body, indent);
        flow.gap(3);
        flow.writeLines(sendTo.mailAddress, style.bodyBold, indent + 14);
      }
    },
    (indent) =>
      flow.write(
        sendTo.fax ? letterTexts.steps.keepFax : letterTexts.steps.keepMail,
        style.body,
        indent,
      ),
  ];
  steps.forEach((step, index) => {
    flow.keep(lineHeight(style.body) * 2);
    const top = flow.y;
    flow.write(`${index + 1}.`, style.bodyBold);
    flow.y = top;
    step(STEP_INDENT);
    flow.gap(10);
  });
}

function drawSendToBox(flow: Flow, letter: LetterDocument): void {
  const { sendTo } = letter.instructions;
  const padding = 14;
  const inner = CONTENT_WIDTH - 2 * padding;
  const label = sendTo.fax ? letterTexts.sendByFax : letterTexts.sendByMail;
  const mainStyle = sendTo.fax ? style.boxFax : style.boxText;
  const mainLines = sendTo.fax ? [sendTo.fax] : sendTo.mailAddress;
  const caution = sendTo.fax && sendTo.faxNote ? letterTexts.boxFaxCaution : null;
  const height =
    2 * padding +
    flow.measure(label.toUpperCase(), style.boxLabel, inner) +
    4 +
    mainLines.reduce((sum, line) => sum + flow.measure(line, mainStyle, inner), 0) +
    (caution ? 4 + flow.measure(caution, style.note, inner) : 0);
  flow.keep(height);
  flow.box(MARGIN, flow.y, CONTENT_WIDTH, height);
  flow.gap(padding);
  flow.write(label.toUpperCase(), style.boxLabel, padding, inner);
  flow.gap(4);
  flow.writeLines(mainLines, mainStyle, padding);
  if (caution) {
    flow.gap(4);
    flow.write(caution, style.note, padding, inner);
  }
  flow.gap(padding);
}

function bullet(flow: Flow, text: string, indent: number): void {
  flow.keep(lineHeight(style.body));
  const top = flow.y;
  flow.write('•', style.body, indent + 4);
  flow.y = top;
  flow.write(text, style.body, indent + 16);
  flow.gap(2);
}

function drawLetter(flow: Flow, letter: LetterDocument): void {
  const { sender, recipient } = letter;
  flow.write(sender.fullName, style.senderName);
  flow.writeLines(sender.addressLines, style.body);
  flow.writeLines(sender.phones, style.body);
  if (sender.email) flow.write(`Email: ${sender.email}`, style.body);
  flow.gap(18);

  flow.write(formatLongDate(letter.date), style.body);
  flow.gap(18);

  flow.write(recipient.name, style.body);
  flow.writeLines(recipient.addressLines, style.body);
  if (recipient.fax) {
    const note = recipient.faxNote ? ` (${recipient.faxNote})` : '';
    flow.write(`${letterTexts.faxLine(recipient.fax)}${note}`, style.body);
  } else if (!recipient.unconfirmedFax) {
    // An unconfirmed fax is neither printed nor denied: the letter simply goes by mail.
    flow.write(letterTexts.noFaxLine, style.body);
  }
  flow.gap(18);

  flow.write(`${letterTexts.subjectPrefix}${letter.subject}`, style.bodyBold);
  flow.gap(12);
  flow.write(letter.salutation, style.body);
  flow.gap(8);
  for (const paragraph of letter.paragraphs) {
    // Keep at least two lines of a paragraph together at a page end.
    flow.keep(
      Math.min(flow.measure(paragraph, style.body, CONTENT_WIDTH), lineHeight(style.body) * 2),
    );
    flow.write(paragraph, style.body);
    flow.gap(8);
  }

  const signatureSpace = 36;
  flow.keep(lineHeight(style.body) * 2 + signatureSpace);
  flow.write(letter.closing, style.body);
  flow.gap(signatureSpace);
  flow.rule(MARGIN, 220);
  flow.gap(4);
  flow.write(letter.signatureName, style.body);

  if (letter.enclosures.length > 0) {
    flow.gap(18);
    flow.keep(lineHeight(style.body) * 2);
    flow.write(letterTexts.enclosures(letter.enclosures.length), style.body);
    flow.gap(3);
    for (const enclosure of letter.enclosures) bullet(flow, enclosure, 0);
  }
}

/** Footer on every letter page: who and when on the left, the page count on the right. */
function drawFooters(
  doc: PDFKit.PDFDocument,
  type: Typesetter,
  letter: LetterDocument,
  firstPage: number,
): void {
  const { count } = doc.bufferedPageRange();
  const pages = count - firstPage;
  const left = `${letter.sender.fullName} — ${formatLongDate(letter.date)}`;
  for (let page = firstPage; page < count; page++) {
    doc.switchToPage(page);
    const pageLabel = letterTexts.pageOf(page - firstPage + 1, pages);
    const [leftLine] = type.layout(left, style.footer, CONTENT_WIDTH / 2);
    const [rightLine] = type.layout(pageLabel, style.footer, CONTENT_WIDTH / 2);
    if (leftLine) type.drawLine(leftLine, MARGIN, FOOTER_BASELINE, style.footer);
    if (rightLine) {
      type.drawLine(
        rightLine,
        PAGE.width - MARGIN - rightLine.width,
        FOOTER_BASELINE,
        style.footer,
      );
    }
  }
}

/**
 * Renders a letter: an instructions page for the consumer, then the letter itself. The same
 * input always gives the same bytes: the PDF's dates come from the letter's date, and pdfkit's
 * file id and font tags derive from its contents.
 */
export async function renderLetterPdf(letter: LetterDocument): Promise<Buffer> {
  // Noon UTC: the date reads the same in every Canadian time zone.
  const created = new Date(`${letter.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-CA',
    displayTitle: true,
    info: {
      Title: letter.title,
      Author: letter.sender.fullName,
      Subject: `${letterTexts.subjectPrefix}${letter.subject}`,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const type = new Typesetter(doc);
  const flow = new Flow(doc, type);
  drawInstructions(flow, letter);
  flow.newPage();
  const firstLetterPage = doc.bufferedPageRange().count - 1;
  drawLetter(flow, letter);
  drawFooters(doc, type, letter, firstLetterPage);
  doc.end();
  return done;
}
