import {
  BooleanField,
  DateField,
  EditButton,
  ImageField,
  NumberField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { ModerationButtons } from './moderation';
import { ReviewChanges } from './ReviewChanges';

function Actions() {
  return (
    <TopToolbar>
      <ModerationButtons />
      <EditButton />
    </TopToolbar>
  );
}

export function BusinessShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Moderation">
          <TextField source="name" />
          <TextField source="status" />
          <BooleanField source="published" />
          <ReviewChanges />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="description" />
          <TextField source="industry" />
          <TextField source="category" />
          <TextField source="location" />
          <TextField source="address" />
          <UrlField source="website" target="_blank" rel="noreferrer" />
          <TextField source="valueProposition" />
          <TextField source="contactName" />
          <TextField source="contactEmail" />
          <TextField source="contactPhone" />
          <ImageField source="logoUrl" label="Logo" />
          <ImageField source="cardImageUrl" label="Business card" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Owner and promotions">
          <ReferenceField source="userId" reference="users" label="Owner" />
          <BooleanField source="isPrimary" label="Owner's primary business" />
          <BooleanField source="isTestData" label="Sample data" />
          <BooleanField source="promotionsEnabled" />
          <NumberField source="aiGenerationsUsed" label="AI generations used" />
          <DateField source="createdAt" showTime />
          <DateField source="updatedAt" showTime />
          <DateField source="publishedAt" showTime emptyText="not published" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
